/// The delegate of a split view controller: told when its interface collapses or expands and
/// when its display mode is about to change. Every method is optional.
@MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
  /// The interface has collapsed: `isCollapsed` is `true` (rule SV2).
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// The interface has expanded: `isCollapsed` is `false` (rule SV2).
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
  /// The display mode is about to change to `displayMode` (rule SV3).
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

extension UISplitViewControllerDelegate {
  /// Does nothing.
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  /// Does nothing.
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  /// Does nothing.
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}
}

/// Columns side by side, collapsing into one where the width is compact.
///
/// Rules (RULES.md): SV1 (a column's view controller is wrapped in a navigation controller),
/// SV2 (born expanded, collapsed in compact width showing the compact column's view
/// controller), SV3 (display modes, every change announced), SV4 (the compact column set once).
@MainActor
open class UISplitViewController: UIViewController {
  /// How many columns the split view shows.
  public enum Style: Int, Sendable {
    case unspecified
    case doubleColumn
    case tripleColumn
  }

  /// A column of a column-style split view.
  public enum Column: Int, Sendable {
    case primary
    case supplementary
    case secondary
    case compact
    case inspector
  }

  /// Which columns show beside or over the secondary one.
  public enum DisplayMode: Int, Sendable {
    case automatic
    case secondaryOnly
    case oneBesideSecondary
    case oneOverSecondary
    case twoBesideSecondary
    case twoOverSecondary
    case twoDisplaceSecondary
  }

  /// The style it was made with.
  public let style: Style
  /// The delegate; setting it replaces the one before (one weak reference).
  weak open var delegate: (any UISplitViewControllerDelegate)?
  /// The display mode the app prefers; `.automatic` lets UIKit choose (rule SV3). Setting it
  /// shows that mode at once; a change of the mode shown is announced to the delegate first,
  /// as any change is.
  open var preferredDisplayMode = DisplayMode.automatic {
    willSet {
      shownBeforeModeChange = visibleChildren
      let next = newValue == .automatic ? automaticMode : newValue
      if !isCollapsed, next != displayMode {
        delegate?.splitViewController(self, willChangeTo: next)
      }
    }
    didSet {
      shownMode = preferredDisplayMode == .automatic ? nil : preferredDisplayMode
      updateAppearance(from: shownBeforeModeChange)
    }
  }
  private var shownBeforeModeChange: [UIViewController] = []
  /// The display mode chosen by the user since the app last preferred one, if any.
  private var shownMode: DisplayMode?
  private var columns: [Column: UIViewController] = [:]
  /// Whether the interface is collapsed into one column (rule SV2): `false` until the split
  /// view first appears in a window.
  open private(set) var isCollapsed = false
  /// Whether the split view has begun to appear in a window once.
  private var hasAppeared = false
  /// Whether the compact column was set once (rule SV4).
  private var compactWasSet = false

  /// Creates a split view controller with `style`.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
    StandIn.splitViewControllers.append(Weak(self))
  }

  /// Rule SV2: a split view made in code is not collapsed; it collapses as it first appears in
  /// a compact window, and **assumed** (the harsher case) without telling its delegate.
  override func appearanceWillBegin() {
    guard !hasAppeared else { return }
    hasAppeared = true
    isCollapsed = StandIn.horizontalSizeClass == .compact
  }

  /// The display mode shown now: the one the app or the user chose; under `.automatic`, every
  /// column beside the secondary one (**assumed**: UIKit chooses by the width and the
  /// orientation).
  open var displayMode: DisplayMode { shownMode ?? automaticMode }

  /// What `.automatic` shows in the stand-in: every column.
  private var automaticMode: DisplayMode {
    style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
  }

  /// Shows `viewController` in `column`.
  ///
  /// Rule SV1: a view controller that is not a navigation controller is wrapped in one, except
  /// in the compact column (source: `uisplitviewcontroller/setviewcontroller(_:for:)`, "If you
  /// set a child view controller that's not a navigation controller, the split view controller
  /// creates a navigation controller for it"). A view controller has one parent (rule N3): one
  /// taken from another column or container leaves it.
  open func setViewController(_ viewController: UIViewController?, for column: Column) {
    // Rule SV4: on iOS 17 a compact column set a second time is ignored (assumed from device
    // reports, swift-navigation#339).
    if column == .compact {
      guard !compactWasSet else {
        return StandIn.warn(
          "setViewController(_:for: .compact) on \(describe(self)) ignored: the compact column "
            + "is set once")
      }
      compactWasSet = viewController != nil
    }
    let wasShown = visibleChildren
    if let old = columns[column], old.parent === self { old.parent = nil }
    guard let viewController else {
      columns[column] = nil
      return updateAppearance(from: wasShown)
    }
    let shown =
      viewController is UINavigationController || column == .compact
      ? viewController : UINavigationController(rootViewController: viewController)
    for (other, controller) in columns where controller === shown { columns[other] = nil }
    if shown.parent !== self { shown.removeFromParentContainer() }
    shown.parent = self
    columns[column] = shown
    updateAppearance(from: wasShown)
  }

  /// The view controller shown in `column`: the navigation controller it was wrapped in, for
  /// one that was (rule SV1).
  open func viewController(for column: Column) -> UIViewController? {
    columns[column]
  }

  /// Rule SV2: collapsed, the compact column's view controller shows, and the other columns'
  /// do not (source: `uisplitviewcontroller/column/compact`, "If a view controller is set for
  /// this column, that view controller is shown when isCollapsed is true"); expanded, the
  /// secondary column shows, with the primary (and supplementary) beside or over it unless the
  /// display mode is `.secondaryOnly`. **Assumed:** without a compact view controller, a
  /// collapsed split view shows nothing of the stand-in's (UIKit then merges the columns'
  /// stacks, which Apple does not document).
  override var visibleChildren: [UIViewController] {
    if isCollapsed { return columns[.compact].map { [$0] } ?? [] }
    var shown: [UIViewController] = []
    // NB: in a three-column split view, "one" beside or over the secondary column is the
    // supplementary one, "two" the primary and the supplementary.
    let one = displayMode == .oneBesideSecondary || displayMode == .oneOverSecondary
    if displayMode != .secondaryOnly {
      if style != .tripleColumn || !one, let primary = columns[.primary] {
        shown.append(primary)
      }
      if style == .tripleColumn, let supplementary = columns[.supplementary] {
        shown.append(supplementary)
      }
    }
    if let secondary = columns[.secondary] { shown.append(secondary) }
    return shown
  }

  func removeChild(_ child: UIViewController) {
    for (column, controller) in columns where controller === child { columns[column] = nil }
  }

  /// The width class changed to `sizeClass` (rule SV2): compact collapses the interface,
  /// regular expands it, and the delegate is told once it has.
  func widthChanged(to sizeClass: UIUserInterfaceSizeClass) {
    let collapses = sizeClass == .compact
    guard hasAppeared, collapses != isCollapsed else { return }
    let wasShown = visibleChildren
    isCollapsed = collapses
    updateAppearance(from: wasShown)
    if collapses {
      delegate?.splitViewControllerDidCollapse(self)
    } else {
      delegate?.splitViewControllerDidExpand(self)
    }
  }

  /// The user showed or hid columns (the sidebar button, a swipe from the edge) so that
  /// `displayMode` shows (rule SV3): the delegate hears `willChangeTo` first. Collapsed, there
  /// are no columns to show or hide and nothing happens.
  public func userChangesDisplayMode(to displayMode: DisplayMode) {
    guard !isCollapsed, displayMode != .automatic, displayMode != self.displayMode else { return }
    delegate?.splitViewController(self, willChangeTo: displayMode)
    let wasShown = visibleChildren
    shownMode = displayMode
    updateAppearance(from: wasShown)
  }

  /// The children that went or came since `wasShown` disappear or appear, when on screen.
  private func updateAppearance(from wasShown: [UIViewController]) {
    guard isInWindowHierarchy else { return }
    let shown = visibleChildren
    for gone in wasShown where !shown.contains(where: { $0 === gone }) {
      gone.disappear(animated: false)
    }
    for came in shown where !wasShown.contains(where: { $0 === came }) {
      came.appear(animated: false)
    }
  }
}

/// A weak reference, for the stand-in's list of split view controllers.
struct Weak<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

extension StandIn {
  /// The split view controllers made so far, told when the width class changes.
  static var splitViewControllers: [Weak<UISplitViewController>] = []

  /// The screen's width class changes to `sizeClass` (a rotation, a window resized, Slide
  /// Over): every split view controller collapses or expands (rule SV2).
  public static func changeHorizontalSizeClass(to sizeClass: UIUserInterfaceSizeClass) {
    horizontalSizeClass = sizeClass
    splitViewControllers.removeAll { $0.object == nil }
    for split in splitViewControllers.compactMap(\.object) { split.widthChanged(to: sizeClass) }
  }
}
