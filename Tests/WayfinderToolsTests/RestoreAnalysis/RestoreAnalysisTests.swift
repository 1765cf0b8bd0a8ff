import Testing
import Wayfinder
import WayfinderFlowFiles
import WayfinderTools

/// What a release does to its users' saved states, on real edits of the shipped apps: a screen
/// removed, a screen renamed, the steps of a flow reordered, a tab removed. Each report is
/// compared word for word: the groups say where the users were, how they came there, where
/// they land, what is dropped and why.
@Suite struct RestoreAnalysisTests {
  @Test func aRemovedScreenMovesThoseOnItAndAboveItToWhatIsLeft() throws {
    let edit = try ShippedAppEdit(
      "shop",
      [
        ShippedAppEdit.shopVersion,
        .init(
          file: "catalog.yaml",
          old: """
                      - { label: Shoes, push: category, with: { name: shoes } }
                      - { label: Bags, push: category, with: { name: bags } }

            """,
          new: """
                      - { label: Trail runner, push: product, with: { id: 101 } }

            """),
        .init(
          file: "catalog.yaml",
          old: """
                  category:
                    title: "{name}"
                    params: { name: string }
                    actions:
                      - { label: Trail runner, push: product, with: { id: 101 } }
                      - { label: City sneaker, push: product, with: { id: 102 } }

            """, new: ""),
      ])
    let report = RestoreAnalysis(old: edit.old, new: edit.new).analyze()
    #expect(
      report.text == """
        Shop 3.2.1 → Shop 3.3.0: 52 saved states restored (52 reached in Shop 3.2.1): 48 unchanged, 4 moved, 0 refused
          a cold launch of Shop 3.3.0 starts at home (restore: home); a session resumed from its state lands as shown
        moved:
          2 states on 'category' in tab 'shop' after navigating land on 'catalog' in tab 'shop'
            drops category from tab 'shop'
            because screen 'category' no longer exists
            e.g. tap Sign in; tap Accept; tap Shoes
            e.g. given facts: { cartCount: 1 }; tap Sign in; tap Accept; tap Shoes
          2 states on 'product' in tab 'shop' after navigating land on 'catalog' in tab 'shop'
            drops category, product from tab 'shop'
            because screen 'category' no longer exists
            e.g. tap Sign in; tap Accept; tap Shoes; tap Trail runner
            e.g. given facts: { cartCount: 1 }; tap Sign in; tap Accept; tap Shoes; tap Trail runner

        """)
    #expect(!report.isUnchanged)
    #expect(report.isComplete)
  }

  @Test func aRenamedScreenIsOneThatNoLongerExists() throws {
    let edit = try ShippedAppEdit(
      "demo",
      [
        ShippedAppEdit.demoVersion,
        .init(file: "app.yaml", old: "push: tertiary", new: "push: third"),
        .init(file: "app.yaml", old: "      tertiary:\n", new: "      third:\n"),
        .init(
          file: "app.yaml", old: "path: [secondary1, tertiary]", new: "path: [secondary1, third]"),
      ])
    let report = RestoreAnalysis(old: edit.old, new: edit.new).analyze()
    #expect(
      report.text == """
        Demo 2.0 → Demo 2.1: 197 saved states restored (197 reached in Demo 2.0): 173 unchanged, 24 moved, 0 refused
          a cold launch of Demo 2.1 starts at home (restore: home); a session resumed from its state lands as shown
        moved:
          12 states on 'tertiary' in tab 'tab1' after a link land on 'secondary1' in tab 'tab1'
            drops tertiary from tab 'tab1'
            because screen 'tertiary' no longer exists
            e.g. tap Continue; open demo://tertiary
            e.g. dismiss; open demo://tertiary
            e.g. given facts: { notificationsAllowed: true }; tap Continue; open demo://tertiary
          12 states on 'tertiary' in tab 'tab1' after navigating land on 'secondary1' in tab 'tab1'
            drops tertiary from tab 'tab1'
            because screen 'tertiary' no longer exists
            e.g. tap Continue; tap Go to Secondary 1; tap Go to Tertiary
            e.g. dismiss; tap Go to Secondary 1; tap Go to Tertiary
            e.g. given facts: { notificationsAllowed: true }; tap Continue; tap Go to Secondary 1; tap Go to Tertiary

        """)
  }

  @Test func reorderedStepsDismissTheFlowWhoseFirstScreenChanged() throws {
    let edit = try ShippedAppEdit(
      "shop",
      [
        ShippedAppEdit.shopVersion,
        .init(
          file: "catalog.yaml",
          old: """
                root: shipping
                screens:
                  shipping:
                    title: Shipping address
                    actions:
                      - { label: Continue, push: payment }
                      - { label: Cancel, dismiss: true }
                  payment:
                    title: Payment
                    actions:
                      - { label: Pay, push: confirmation }
                      - { label: Change address, popTo: shipping }

            """,
          new: """
                root: payment
                screens:
                  payment:
                    title: Payment
                    actions:
                      - { label: Continue, push: shipping }
                      - { label: Cancel, dismiss: true }
                  shipping:
                    title: Shipping address
                    actions:
                      - { label: Pay, push: confirmation }
                      - { label: Change payment, popTo: payment }

            """),
      ])
    let report = RestoreAnalysis(old: edit.old, new: edit.new).analyze()
    #expect(
      report.text == """
        Shop 3.2.1 → Shop 3.3.0: 52 saved states restored (52 reached in Shop 3.2.1): 44 unchanged, 8 moved, 0 refused
          a cold launch of Shop 3.3.0 starts at home (restore: home); a session resumed from its state lands as shown
        moved:
          2 states on 'shipping' in modal 'checkout' over tab 'shop' after a link land on 'cart' in tab 'shop'
            drops shipping from modal 'checkout'
            because 'shipping' is no longer the first screen of modal 'checkout'
            e.g. tap Sign in; tap Accept; open shop://checkout
            e.g. given facts: { cartCount: 1 }; tap Sign in; tap Accept; open shop://checkout
          2 states on 'shipping' in modal 'checkout' over tab 'shop' after navigating land on 'cart' in tab 'shop'
            drops shipping from modal 'checkout'
            because 'shipping' is no longer the first screen of modal 'checkout'
            e.g. tap Sign in; tap Accept; tap Cart; tap Check out
            e.g. tap Sign in; tap Accept; open shop://product/101; tap Add to cart; tap Check out
          2 states on 'payment' in modal 'checkout' over tab 'shop' after navigating land on 'cart' in tab 'shop'
            drops shipping, payment from modal 'checkout'
            because 'shipping' is no longer the first screen of modal 'checkout'
            e.g. tap Sign in; tap Accept; open shop://checkout; tap Continue
            e.g. given facts: { cartCount: 1 }; tap Sign in; tap Accept; open shop://checkout; tap Continue
          2 states on 'confirmation' in modal 'checkout' over tab 'shop' after navigating land on 'cart' in tab 'shop'
            drops shipping, payment, confirmation from modal 'checkout'
            because 'shipping' is no longer the first screen of modal 'checkout'
            e.g. tap Sign in; tap Accept; open shop://checkout; tap Continue; tap Pay
            e.g. given facts: { cartCount: 1 }; tap Sign in; tap Accept; open shop://checkout; tap Continue; tap Pay

        """)
  }

  /// Users on the tab move to the first tab; users under a modal over it come back to the
  /// first tab once it goes; users who never went into it move nowhere, which the report
  /// tells apart from a move.
  @Test func aRemovedTabMovesItsUsersToTheFirstTab() throws {
    let edit = try ShippedAppEdit(
      "demo",
      [
        ShippedAppEdit.demoVersion,
        .init(file: "app.yaml", old: "home: { tabs: [tab1, tab2] }", new: "home: { tabs: [tab1] }"),
        .init(
          file: "app.yaml", old: "  - { url: \"demo://details\", tab: tab2, modal: details }\n",
          new: ""),
        .init(
          file: "app.yaml",
          old: "  - { name: details opens over tab 2, always: 'tab == \"tab2\"', "
            + "while: 'modal == \"details\"' }\n", new: ""),
      ])
    let report = RestoreAnalysis(old: edit.old, new: edit.new).analyze()
    #expect(
      report.text == """
        Demo 2.0 → Demo 2.1: 197 saved states restored (197 reached in Demo 2.0): 101 unchanged, 96 moved, 0 refused
          a cold launch of Demo 2.1 starts at home (restore: home); a session resumed from its state lands as shown
        moved:
          12 states on 'tab2Home' in tab 'tab2' after navigating land on 'primary' in tab 'tab1'
            because tab 'tab2' no longer exists
            e.g. tap Continue; tab tab2
            e.g. dismiss; tab tab2
            e.g. given facts: { notificationsAllowed: true }; tap Continue; tab tab2
          12 states on 'details' in modal 'details' over tab 'tab2' after a link land on 'details' in modal 'details' over tab 'tab1'
            because tab 'tab2' no longer exists
            e.g. tap Continue; open demo://details
            e.g. dismiss; open demo://details
            e.g. given facts: { notificationsAllowed: true }; tap Continue; open demo://details
          12 states on 'details' in modal 'details' over tab 'tab2' after navigating land on 'details' in modal 'details' over tab 'tab1'
            because tab 'tab2' no longer exists
            e.g. tap Continue; tab tab2; tap Show details
            e.g. dismiss; tab tab2; tap Show details
            e.g. given facts: { notificationsAllowed: true }; tap Continue; tab tab2; tap Show details
          12 states on 'review' in modal 'review' over tab 'tab2' after navigating land on 'review' in modal 'review' over tab 'tab1'
            because tab 'tab2' no longer exists
            e.g. tap Continue; tab tab2; tap Rate the app
            e.g. dismiss; tab tab2; tap Rate the app
            e.g. given facts: { notificationsAllowed: true }; tap Continue; tab tab2; tap Rate the app
          12 states on 'updateNudge' in modal 'updateNudge' over tab 'tab2' after navigating land on 'updateNudge' in modal 'updateNudge' over tab 'tab1'
            because tab 'tab2' no longer exists
            e.g. tap Continue; tab tab2; tap Check for updates
            e.g. dismiss; tab tab2; tap Check for updates
            e.g. given facts: { notificationsAllowed: true }; tap Continue; tab tab2; tap Check for updates
          12 states on 'review' in modal 'review' over tab 'tab2' after a link land on 'review' in modal 'review' over tab 'tab1'
            because tab 'tab2' no longer exists
            e.g. tap Continue; tab tab2; tap Rate the app; open demo://item/1
            e.g. dismiss; tab tab2; tap Rate the app; open demo://item/1
            e.g. given facts: { notificationsAllowed: true }; tap Continue; tab tab2; tap Rate the app; open demo://item/1
          12 states on 'updateNudge' in modal 'updateNudge' over tab 'tab2' after a link land on 'updateNudge' in modal 'updateNudge' over tab 'tab1'
            because tab 'tab2' no longer exists
            e.g. tap Continue; tab tab2; tap Check for updates; open demo://item/1
            e.g. dismiss; tab tab2; tap Check for updates; open demo://item/1
            e.g. given facts: { notificationsAllowed: true }; tap Continue; tab tab2; tap Check for updates; open demo://item/1
          6 states on 'notifications' in modal 'notifications' over tab 'tab2' after navigating land on 'notifications' in modal 'notifications' over tab 'tab1'
            because tab 'tab2' no longer exists
            e.g. tap Continue; tab tab2; tap Notification settings
            e.g. dismiss; tab tab2; tap Notification settings
            e.g. given facts: { passcodeEnabled: true }; tap Unlock; tap Continue; tab tab2; tap Notification settings
          6 states on 'notifications' in modal 'notifications' over tab 'tab2' after a link land on 'notifications' in modal 'notifications' over tab 'tab1'
            because tab 'tab2' no longer exists
            e.g. tap Continue; tab tab2; tap Notification settings; open demo://item/1
            e.g. dismiss; tab tab2; tap Notification settings; open demo://item/1
            e.g. given facts: { passcodeEnabled: true }; tap Unlock; tap Continue; tab tab2; tap Notification settings; open demo://item/1
        other changes:
          101 states: Restored state: tab 'tab2' no longer exists; its screens are dropped.

        """)
  }
}
