/// Saved-state documents as each schema version wrote them, for the demo app. They are kept
/// byte for byte: a test that changes one is changing what old installs have on disk.
package enum GoldenDocuments {
  /// Schema version 1, as a 1.0 build wrote it: stacks of screen ids, untyped facts.
  package static let version1 = """
    {
      "schemaVersion": 1,
      "app": "Demo",
      "version": "1.0",
      "launching": false,
      "currentTab": "tab1",
      "tabs": [
        { "id": "tab1", "stack": ["primary", "secondary1", "tertiary"] },
        { "id": "tab2", "stack": ["tab2Home"] }
      ],
      "facts": {
        "passcodeEnabled": true,
        "lastSeenVersion": "1.0",
        "updateRequired": false,
        "launchCount": 7,
        "brightness": 0.5
      }
    }
    """

  /// Schema version 2, as a 2.1 build wrote it: routes with arguments, typed facts, navigation
  /// under `state`, the visible title for a widget.
  package static let version2 = """
    {
      "schemaVersion": 2,
      "app": "Demo",
      "appVersion": "2.1",
      "visibleTitle": "Item 42",
      "state": {
        "layout": "tabs",
        "launching": false,
        "selectedTab": "tab1",
        "tabs": [
          {
            "id": "tab1",
            "root": { "screen": "primary" },
            "path": [{ "screen": "secondary1" }, { "screen": "item", "arguments": { "id": 42 } }]
          },
          { "id": "tab2", "root": { "screen": "tab2Home" }, "path": [] }
        ]
      },
      "facts": {
        "lastSeenVersion": { "type": "version", "value": "2.0" },
        "passcodeEnabled": { "type": "bool", "value": false },
        "configLoaded": { "type": "bool", "value": true }
      }
    }
    """

  /// Schema version 3, the current one, exactly as ``SavedState/encoded()`` writes it: tab 2
  /// selected with the details sheet over it, tab 1 deep in its flow.
  package static let version3 = """
    {
      "app" : "Demo",
      "appVersion" : "2.0",
      "facts" : {
        "contactInfoConfirmed" : {
          "type" : "bool",
          "value" : true
        },
        "lastSeenVersion" : {
          "type" : "version",
          "value" : "2.0"
        }
      },
      "navigation" : {
        "layout" : "tabs",
        "modals" : [
          {
            "flow" : false,
            "id" : "details",
            "path" : [

            ],
            "root" : {
              "screen" : "details"
            },
            "style" : "sheet"
          }
        ],
        "phase" : "home",
        "selectedTab" : "tab2",
        "tabs" : [
          {
            "id" : "tab1",
            "path" : [
              {
                "screen" : "secondary1"
              },
              {
                "arguments" : {
                  "id" : 42
                },
                "screen" : "item"
              }
            ],
            "root" : {
              "screen" : "primary"
            }
          },
          {
            "id" : "tab2",
            "path" : [

            ],
            "root" : {
              "screen" : "tab2Home"
            }
          }
        ]
      },
      "schemaVersion" : 3
    }

    """
}
