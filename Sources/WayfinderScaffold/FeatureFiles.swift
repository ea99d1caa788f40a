/// One file the generator writes: where, relative to the sources or the tests folder, and what.
package struct GeneratedFile: Equatable, Sendable {
  /// Which folder the file goes into.
  package enum Folder: Equatable, Sendable {
    /// The target's sources.
    case sources
    /// The target's tests.
    case tests
  }

  /// Which folder.
  package let folder: Folder
  /// The file name.
  package let name: String
  /// The file's text.
  package let contents: String
}

extension FeatureSpec {
  /// Every file of the feature, in the shape the DocC articles teach: a route enum, a view
  /// model per route sending events, a coordinator that makes them and binds their events to
  /// its router, SwiftUI views (UIKit view controllers too with ``includesUIKit``) and a test
  /// that drives the flow.
  package var files: [GeneratedFile] {
    var files = [
      GeneratedFile(folder: .sources, name: "\(name)Route.swift", contents: routeFile),
      GeneratedFile(folder: .sources, name: "\(name)Coordinator.swift", contents: coordinatorFile),
    ]
    for route in routes {
      files.append(
        GeneratedFile(
          folder: .sources, name: "\(viewModel(route)).swift", contents: viewModelFile(route)))
    }
    files.append(GeneratedFile(folder: .sources, name: "\(name)Views.swift", contents: swiftUIFile))
    if includesUIKit {
      files.append(
        GeneratedFile(
          folder: .sources, name: "\(name)ViewControllers.swift", contents: uiKitFile))
    }
    files.append(
      GeneratedFile(folder: .tests, name: "\(name)CoordinatorTests.swift", contents: testFile))
    return files
  }

  var routeType: String { "\(name)Route" }
  var coordinator: String { "\(name)Coordinator" }

  func viewModel(_ route: String) -> String { "\(name)\(Self.typeName(route))ViewModel" }
  func property(_ route: String) -> String { route }

  private var routeFile: String {
    """
    import Wayfinder

    /// The \(style == .stack ? "screens" : "tabs") of the \(Self.title(name).lowercased()) flow.
    enum \(routeType): Hashable, Codable, Sendable {
    \(routes.map { "  case \($0)" }.joined(separator: "\n"))
    }

    """
  }

  private func viewModelFile(_ route: String) -> String {
    """
    import Observation
    import WayfinderCombine

    /// What the \(Self.title(route).lowercased()) screen shows, and what the user does there.
    @Observable
    final class \(viewModel(route)): EventViewModel<\(viewModel(route)).Event> {
      /// What the screen reports to its flow.
      enum Event: Sendable {
        /// The user is done with this screen.
        case continued
      }

      /// The screen's title.
      let title = "\(Self.title(route))"

      /// The user is done with this screen.
      func next() { send(.continued) }
    }

    """
  }

  private var coordinatorFile: String {
    let stored = routes.map { "  let \(property($0)) = \(viewModel($0))()" }.joined(separator: "\n")
    let bindings = routes.enumerated().map { index, route in
      let next = index + 1 < routes.count ? routes[index + 1] : nil
      let action: String
      switch (style, next) {
      case (.stack, let next?): action = "self?.router.push(.\(next))"
      case (.stack, nil): action = "self?.finish()"
      case (.tabs, let next?): action = "self?.router.select(.\(next))"
      case (.tabs, nil): action = "self?.finish()"
      }
      return """
            bind(\(property(route))) { [weak self] event in
              switch event {
              case .continued: \(action)
              }
            }
        """
    }.joined(separator: "\n")
    let superInit =
      style == .stack
      ? "super.init(root: .\(routes[0]))"
      : "super.init(state: FlowState(tabs: \(routes.map { ".\($0)" }.joined(separator: ", "))))"
    let summary =
      style == .stack
      ? "\(routes.map(Self.title).joined(separator: ", then ")); it finishes after the last"
      : "a tab each for \(routes.map(Self.title).joined(separator: ", ")); it finishes after the last"
    let start =
      style == .stack
      ? "The flow, at the \(Self.title(routes[0]).lowercased()) screen."
      : "The flow, at the \(Self.title(routes[0]).lowercased()) tab."
    return """
      import Wayfinder
      import WayfinderCombine

      /// The \(Self.title(name).lowercased()) flow: \(summary).
      final class \(coordinator): Coordinator<\(routeType), Void> {
      \(stored)

        /// \(start)
        init() {
          \(superInit)
      \(bindings)
        }
      }

      """
  }

  private var swiftUIFile: String {
    let cases = routes.map {
      "        case .\($0): \(Self.typeName($0))Screen(model: flow.\(property($0)))"
    }.joined(separator: "\n")
    let container: String
    switch style {
    case .stack:
      container = """
              FlowStack(flow.router) { route in
                switch route {
        \(cases)
                }
              }
        """
    case .tabs:
      container = """
              FlowTabs(flow.router) { route in
                switch route {
        \(cases)
                }
              } label: { route in
                Text(String(describing: route))
              }
        """
    }
    let screens = routes.map { route in
      """
        /// The \(Self.title(route).lowercased()) screen.
        struct \(Self.typeName(route))Screen: View {
          let model: \(viewModel(route))

          var body: some View {
            VStack {
              Text(model.title)
              Button("Continue") { model.next() }
            }
            .navigationTitle(model.title)
          }
        }
      """
    }.joined(separator: "\n\n")
    return """
      #if canImport(SwiftUI)
        import SwiftUI
        import WayfinderSwiftUI

        /// Draws the \(Self.title(name).lowercased()) flow.
        struct \(name)View: View {
          let flow: \(coordinator)

          var body: some View {
      \(container)
          }
        }

      \(screens)
      #endif

      """
  }

  private var uiKitFile: String {
    let renderer: String
    let cases = routes.map {
      "      case .\($0): \(Self.typeName($0))ViewController(model: flow.\(property($0)))"
    }.joined(separator: "\n")
    switch style {
    case .stack:
      renderer = """
          /// Draws the \(Self.title(name).lowercased()) flow in a navigation controller; keep the
          /// renderer for as long as the flow is on screen.
          @MainActor
          func make\(name)Renderer(
            for flow: \(coordinator)
          ) -> NavigationControllerRenderer<\(routeType)> {
            NavigationControllerRenderer(router: flow.router) { route in
              switch route {
        \(cases)
              }
            }
          }
        """
    case .tabs:
      renderer = """
          /// The view controller of each tab of the \(Self.title(name).lowercased()) flow, for a
          /// `TabBarRenderer`.
          @MainActor
          func make\(name)Screen(
            for route: \(routeType), of flow: \(coordinator)
          ) -> UIViewController {
            switch route {
        \(cases.replacingOccurrences(of: "      case", with: "    case"))
            }
          }
        """
    }
    let controllers = routes.map { route in
      """
        /// The \(Self.title(route).lowercased()) screen.
        final class \(Self.typeName(route))ViewController: UIViewController {
          let model: \(viewModel(route))

          init(model: \(viewModel(route))) {
            self.model = model
            super.init(nibName: nil, bundle: nil)
            title = model.title
          }

          required init?(coder: NSCoder) { nil }

          override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(
              title: "Continue", primaryAction: UIAction { [weak self] _ in self?.model.next() })
          }
        }
      """
    }.joined(separator: "\n\n")
    return """
      #if canImport(UIKit) && !os(watchOS) && !os(tvOS)
        import UIKit
        import WayfinderUIKit

      \(renderer)

      \(controllers)
      #endif

      """
  }

  private var testFile: String {
    let steps: String
    switch style {
    case .stack:
      steps = routes.enumerated().map { index, route in
        let shown = routes.prefix(index + 1).map { ".\($0)" }.joined(separator: ", ")
        return """
              #expect(flow.router.state.stack == [\(shown)])
              flow.\(property(route)).next()
          """
      }.joined(separator: "\n")
    case .tabs:
      steps = routes.map { route in
        """
            #expect(flow.router.state.root == .\(route))
            flow.\(property(route)).next()
        """
      }.joined(separator: "\n")
    }
    let back =
      style == .stack && routes.count > 1
      ? """


        @Test func backFromTheSecondScreenReturnsToTheFirst() {
          let flow = \(coordinator)()
          flow.start()
          flow.\(property(routes[0])).next()
          _ = flow.router.simulateBack()
          #expect(flow.router.state.stack == [.\(routes[0])])
        }
      """ : ""
    return """
      import Testing
      import Wayfinder
      import WayfinderTesting

      @testable import \(module)

      @MainActor
      @Suite struct \(coordinator)Tests {
        @Test func continuingThroughEveryScreenFinishesTheFlow() {
          let flow = \(coordinator)()
          var finished = false
          flow.onEnd { outcome in
            if case .finished = outcome { finished = true }
          }
          flow.start()
      \(steps)
          #expect(finished)
        }\(back)
      }

      """
  }
}
