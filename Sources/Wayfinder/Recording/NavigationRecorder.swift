import Foundation
import IssueReporting

/// Keeps a navigator's recent navigation as a ``NavigationRecording``: where it started, then
/// each change with who made it, when, and the states it left, for a bug report.
///
/// A navigator has one by default in debug builds; give one to a release build to record
/// there too:
///
/// ```swift
/// navigator.recorder = NavigationRecorder(
///   limit: 200,
///   redacting: [.routes(in: "ChatsFlow") { route in route.fields["draft"] = nil }])
/// // when the user files a report:
/// let recording = try navigator.recorder?.recording()
/// let attachment = try JSONEncoder().encode(recording)
/// ```
///
/// Recording keeps each change as the router made it, without encoding anything: routes and
/// states become JSON only when ``recording()`` is asked for, so it costs little while the app
/// runs. It keeps at least the last `limit` changes and at most twice as many; the changes
/// before them are folded into the recording's start.
@MainActor
public final class NavigationRecorder {
  /// How many of the latest changes the recording keeps at least.
  public let limit: Int
  let redactions: [Redaction]
  private(set) weak var navigator: Navigator?
  /// The tree the kept changes start from, when it was taken, and whether its root flow had
  /// started.
  private var start: (time: Date, root: CapturedNode, running: Bool)?
  /// The tree after the first `limit` kept changes: the next start, once `limit` more follow.
  private var next: (time: Date, root: CapturedNode, running: Bool)?
  // NB: the properties below are read and written at every push and pop; none is changed in
  // place across a call that could reach it again, so the run-time exclusivity check (about
  // 450 instructions of each recorded change) is left out.
  /// The kept changes, oldest first, each with where its items end in `items`.
  ///
  /// NB: one list of items for every change, not a list per change: a change is recorded at
  /// every push and pop, and a list of its own cost an allocation and its release.
  @exclusivity(unchecked) private var steps: [RecordedStep] = []
  @exclusivity(unchecked) private var items: [RecordedItem] = []
  /// The change being recorded, which the changes made while it is made join; its items are
  /// the last of `items`, from `openStart`.
  @exclusivity(unchecked) private var open: RecordedStep?
  @exclusivity(unchecked) private var openStart = 0
  @exclusivity(unchecked) private var depth = 0
  /// The deep link being opened, which the change it makes carries.
  @exclusivity(unchecked) var link: String?
  /// The user's change being reported (to the router of the flow it names), which the change
  /// it makes carries: a replay reports it again.
  var user: RecordedInput?
  /// Whether the recorder was given while a change was made: the start is the tree that
  /// change leaves, taken once it ends, and the change is not kept.
  private var startsAfterChange = false

  /// A recorder that keeps at least the last `limit` changes, with routes and links
  /// changed as `redactions` say before they leave the app.
  ///
  /// A `limit` below 1 is a mistake, reported as an issue; the recorder keeps 1 then.
  public init(limit: Int = 500, redacting redactions: [Redaction] = []) {
    if limit < 1 {
      reportIssue(
        "A navigation recorder's limit of \(limit) keeps nothing; give it 1 or more (it keeps 1).")
    }
    self.limit = max(limit, 1)
    self.redactions = redactions
  }

  /// Starts recording `navigator`'s navigation again, from its tree as it is now; given
  /// while a change is being made (in a transaction, or while one commits), from the tree
  /// that change leaves, which the recording does not hold.
  func attach(to navigator: Navigator) {
    self.navigator = navigator
    next = nil
    steps = []
    items = []
    openStart = 0
    // NB: the tree in the middle of a change is not one a change of the recording starts
    // from: the change's items, queued or to come, would apply to it twice.
    if depth > 0 || Transaction.current != nil {
      start = nil
      startsAfterChange = true
    } else {
      start = capture()
      startsAfterChange = false
    }
  }

  /// Begins a change made by `origin`; changes begun before it ends join it (a deep link
  /// opened inside another change gives it its link).
  func begin(_ origin: NavigationOrigin) {
    if depth == 0 {
      open = RecordedStep(
        time: Date(), origin: origin, link: origin == .deepLink ? link : nil,
        user: origin == .user ? user : nil, end: 0)
      openStart = items.count
    } else if origin == .deepLink, let link, open?.link == nil {
      open?.link = link
    }
    depth += 1
  }

  /// Ends a change begun with ``begin(_:)``; once the outermost ends, it is kept when it did
  /// anything.
  func end() {
    depth -= 1
    guard depth == 0, var step = open else { return }
    open = nil
    if startsAfterChange {
      startsAfterChange = false
      items.removeAll()
      start = capture()
      return
    }
    guard items.count > openStart else { return }
    step.end = items.count
    steps.append(step)
    if steps.count == limit {
      next = capture()
    } else if steps.count == 2 * limit {
      // NB: the first `limit` changes fold into the start taken after them.
      start = next
      let cut = steps[limit - 1].end
      items.removeFirst(cut)
      steps.removeFirst(limit)
      for index in steps.indices { steps[index].end -= cut }
      next = capture()
    }
  }

  /// Records `item` as part of the open change, or as a change of its own made by `origin`.
  func record(_ item: RecordedItem, origin: NavigationOrigin) {
    guard open != nil else {
      begin(origin)
      items.append(item)
      return end()
    }
    items.append(item)
  }

  /// Records a flow's end that `event` tells of.
  func note(_ event: NavigationEvent) {
    let how: String
    // NB: whether it finished with a result (not `Void`), never the result itself.
    var withResult = false
    switch event.kind {
    case .flowFinished(let result):
      how = "finished"
      withResult = !result.isEmpty && result != describe(())
    case .flowCancelled(let reason): how = "cancelled: \(reason)"
    default: return
    }
    record(
      .ended(event.flow, event.flowName, how: how, withResult: withResult), origin: event.origin)
  }

  private func capture() -> (time: Date, root: CapturedNode, running: Bool)? {
    guard let navigator else { return nil }
    return (
      Date(), navigator.root.captured(at: nil, withUnplaced: true), navigator.root.status != .idle
    )
  }

  /// The navigation recorded so far: the tree it starts from and each change since, with its
  /// routes and states as JSON, changed as the redactions say.
  ///
  /// A recorder not given to a navigator has recorded nothing: its recording has no start and
  /// no changes.
  ///
  /// - Throws: ``RestorationError``:
  ///   ``RestorationError/Reason/unencodableState(flow:detail:)`` when a route or a state
  ///   cannot be encoded as JSON, and
  ///   ``RestorationError/Reason/migrationFailed(flow:schema:detail:)`` (schema 0) when a
  ///   redaction wrote a field that is not JSON text (`"\"…\""` is; `"…"` is not).
  public func recording() throws(RestorationError) -> NavigationRecording {
    var writer = RecordingWriter(redactions: redactions)
    var begin = 0
    let changes = steps.map { step in
      defer { begin = step.end }
      return (step, items[begin..<step.end])
    }
    return NavigationRecording(
      json: try writer.json(
        start: start, steps: changes, schema: navigator?.snapshotSchema.version ?? 1))
  }
}

/// What a recording keeps of one change: when, by whom, and where its items end.
struct RecordedStep {
  let time: Date
  let origin: NavigationOrigin
  /// The deep link that made it, or that a change inside it opened.
  var link: String?
  /// The user's change that made it, as the renderer reported it.
  let user: RecordedInput?
  /// Where its items end in the recorder's list; they begin where the change before ends.
  var end: Int
}

/// A user's change, reported to the router of the flow `flow`, kept typed until it is written.
struct RecordedInput {
  let flow: FlowID
  /// Whether the user confirmed leaving after a flow asked: a replay confirms it too.
  let confirmed: Bool
  let json: () throws(RestorationError) -> JSONValue
}

/// One thing a change did, typed; a flow is named by its identity, whose name the recording
/// knows from the flow's start or from the tree it starts from.
enum RecordedItem {
  /// A flow's state changed by `steps`, its own `[NavigationStep<Route>]`.
  case changed(FlowID, steps: any Sendable)
  /// A flow pushed `route`, one of its own, in place.
  case pushed(FlowID, route: any Sendable)
  /// A flow popped its top route in place.
  case popped(FlowID)
  /// A flow started, shown by `parent`, with `state`.
  case started(
    FlowID, String, parent: FlowID?, position: (any CapturedPosition)?,
    state: (any RecordableState)?)
  /// A flow ended, as `how` says.
  case ended(FlowID, String, how: String, withResult: Bool)
}
