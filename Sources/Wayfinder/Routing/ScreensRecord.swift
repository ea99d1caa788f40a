/// What a navigation container's screens were before the changes being made, kept as the
/// ends that changed, so that its renderer's steps cost O(changed) and not O(stack).
///
/// The bottom `pathBase` screens of the path and `presentedBase` presentations are the same
/// before and after; the record keeps the screens that were above them, and the root, tabs, bar
/// and tab items once a change is about to replace them. When the screens are built again instead of
/// patched (a pushed child flow changed), the record keeps the whole of what they were, and
/// the steps come from comparing the two.
///
/// NB: a class, so that a change patching the screens updates it in place; copying a record of
/// screens cost more than the push it records.
@MainActor
final class ScreensRecord {
  private var head: NavigationStep<ScreenRoute>.Ends.Head?
  private var pathBase: Int
  private var removedPath: ArraySlice<ScreenRoute> = []
  private var presentedBase: Int
  private var removedPresented: [Presentation<ScreenRoute>] = []
  private var whole: FlowState<ScreenRoute>?

  /// Starts recording changes of `screens`, which are those before the changes but for
  /// `pushed` screens added on top of their path and `popped` taken from its top.
  init(_ screens: FlowState<ScreenRoute>, pushed: Int = 0, popped: [ScreenRoute] = []) {
    pathBase = screens.path.count - pushed
    removedPath = popped[...]
    presentedBase = screens.presented.count
  }

  /// The root, bar or shape (tabs, tab items, split layout) of `screens` are about to change.
  func willChangeHead(of screens: FlowState<ScreenRoute>) {
    guard whole == nil, head == nil else { return }
    head = .init(root: screens.root, isBarHidden: screens.isBarHidden, shape: screens.shape)
  }

  /// The screens of `path` from `index` up are about to go.
  func willRemovePath(from index: Int, of path: [ScreenRoute]) {
    guard whole == nil, index < pathBase else { return }
    if removedPath.isEmpty, pathBase - index > index {
      // NB: most of the path goes (a deep link replacing it): the record shares the old
      // path's storage, and the change copies the few screens that stay instead.
      removedPath = path[index..<pathBase]
    } else {
      removedPath = (Array(path[index..<pathBase]) + removedPath)[...]
    }
    pathBase = index
  }

  /// The presentations of `presented` from `index` up are about to go.
  func willRemovePresented(from index: Int, of presented: [Presentation<ScreenRoute>]) {
    guard whole == nil, index < presentedBase else { return }
    removedPresented.insert(contentsOf: presented[index..<presentedBase], at: 0)
    presentedBase = index
  }

  /// The screens, now `current`, are about to be built again rather than patched.
  func willRebuild(from current: FlowState<ScreenRoute>) {
    if whole == nil { whole = original(now: current) }
  }

  /// The screens before the changes, given that they are `current` now.
  func original(now current: FlowState<ScreenRoute>) -> FlowState<ScreenRoute> {
    if let whole { return whole }
    var screens = FlowState(
      root: head?.root ?? current.root, isBarHidden: head?.isBarHidden ?? current.isBarHidden)
    screens.shape = head?.shape ?? current.shape
    screens._path = Array(current.path.prefix(pathBase)) + removedPath
    screens.presented = Array(current.presented.prefix(presentedBase)) + removedPresented
    return screens
  }

  /// The steps from the screens before the changes to `current`.
  func steps(to current: FlowState<ScreenRoute>) -> [NavigationStep<ScreenRoute>] {
    if let whole { return NavigationStep.steps(from: whole, to: current) }
    return NavigationStep.steps(
      from: NavigationStep.Ends(
        head: head, pathBase: min(pathBase, current.path.count), pathTail: removedPath,
        presentedBase: min(presentedBase, current.presented.count),
        presentedTail: removedPresented[...]),
      to: current)
  }
}
