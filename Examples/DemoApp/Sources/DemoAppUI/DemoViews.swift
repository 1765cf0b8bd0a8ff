// The demo's SwiftUI views: they compile where SwiftUI does (iOS 18, macOS 15 and later). What
// they ask of the model — `DemoNavigation` — is compiled and tested everywhere.

#if canImport(SwiftUI)
  import DemoApp
  import SwiftUI
  import Wayfinder
  import WayfinderUI

  /// The demo's root view: the launch screen while the app launches, then the tab bar; the
  /// modal on top as a sheet or a full-screen cover, by its style.
  public struct DemoRootView: View {
    private let navigation: DemoNavigation
    @Bindable private var model: NavigationModel<DemoRoute>
    @Environment(\.scenePhase) private var scenePhase

    /// The root view of `navigation`.
    public init(navigation: DemoNavigation) {
      self.navigation = navigation
      _model = Bindable(navigation.model)
    }

    /// The screen, its modal, deep links and the app's comings and goings.
    public var body: some View {
      content
        // A swipe sets `nil`: the engine dismisses the sheet, or refuses for a gate.
        .sheet(item: $model.sheet) { modal in
          DemoScreenView(navigation: navigation, route: modal.root)
            .interactiveDismissDisabled(!modal.isDismissible)
        }
        .fullScreen(item: $model.fullScreenCover) { modal in
          DemoScreenView(navigation: navigation, route: modal.root)
        }
        .onOpenURL { url in navigation.open(url: url.absoluteString) }  // held during launch
        .onChange(of: scenePhase) { _, phase in
          if phase == .background { model.enterBackground() }
          if phase == .active { model.enterForeground() }  // the launch steps run again
        }
    }

    @ViewBuilder private var content: some View {
      if model.isLaunching {
        DemoScreenView(navigation: navigation, route: model.launchScreen ?? .splash)
      } else {
        // A tab switch goes through the engine: refused under a modal.
        TabView(selection: $model.selectedTab) {
          ForEach(navigation.tabs, id: \.self) { tab in
            Tab(tab.title, systemImage: "square.stack", value: tab.id) {
              DemoTabStack(navigation: navigation, tab: tab)
            }
          }
        }
      }
    }
  }

  /// One tab's `NavigationStack`, bound to that tab's path alone: a push in one tab does not
  /// redraw the other.
  struct DemoTabStack: View {
    let navigation: DemoNavigation
    let tab: DemoTab
    @Bindable var stack: StackModel<DemoRoute>

    init(navigation: DemoNavigation, tab: DemoTab) {
      self.navigation = navigation
      self.tab = tab
      _stack = Bindable(navigation.stack(tab))
    }

    var body: some View {
      NavigationStack(path: $stack.path) {
        DemoScreenView(navigation: navigation, route: stack.root ?? tab.root)
          .navigationDestination(for: DemoRoute.self) { route in
            DemoScreenView(navigation: navigation, route: route)
          }
      }
    }
  }

  /// A screen: its title, as the app's builder makes it, and its buttons, each a generated
  /// action the runtime performs.
  struct DemoScreenView: View {
    let navigation: DemoNavigation
    let route: DemoRoute

    var body: some View {
      List {
        ForEach(navigation.buttons(on: route)) { button in
          Button(button.label) { navigation.tap(button.action) }
            .disabled(!button.isEnabled)
        }
      }
      .navigationTitle(route.build(with: DemoScreens()).title)
    }
  }

  extension View {
    /// A full-screen cover where the platform has one; a sheet on macOS, which has none.
    @ViewBuilder
    func fullScreen<Item: Identifiable, Content: View>(
      item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      #if os(macOS)
        sheet(item: item, content: content)
      #else
        fullScreenCover(item: item, content: content)
      #endif
    }
  }
#endif
