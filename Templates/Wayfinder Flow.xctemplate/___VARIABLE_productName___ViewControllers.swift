#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  import WayfinderUIKit

  /// Draws the ___ v a r i a b l e_product name___ flow in a navigation controller; keep the
  /// renderer for as long as the flow is on screen.
  @MainActor
  func make___VARIABLE_productName___Renderer(
    for flow: ___VARIABLE_productName___Coordinator
  ) -> NavigationControllerRenderer<___VARIABLE_productName___Route> {
    NavigationControllerRenderer(router: flow.router) { route in
      switch route {
      case .first: FirstViewController(model: flow.first)
      case .second: SecondViewController(model: flow.second)
      }
    }
  }

  /// The first screen.
  final class FirstViewController: UIViewController {
    let model: ___VARIABLE_productName___FirstViewModel

    init(model: ___VARIABLE_productName___FirstViewModel) {
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

  /// The second screen.
  final class SecondViewController: UIViewController {
    let model: ___VARIABLE_productName___SecondViewModel

    init(model: ___VARIABLE_productName___SecondViewModel) {
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
#endif
