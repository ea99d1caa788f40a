/// A group of changes applied as one: either all of them or none.
///
/// Changes inside a transaction take effect at once, so a later change sees an earlier one
/// (a child flow created by `setRoot` can be pushed onto next). What leaves the core waits for
/// the commit: each renderer receives one list of steps, observers receive the events, and
/// flows whose screens went away end. When a change throws, every router goes back to its state
/// before the transaction, removed child flows return to their places, and child flows created
/// inside it end without a trace.
///
/// A run inside a transaction that can throw, or that is all or nothing (a navigator's
/// transaction inside a flow's `didStart()`), is a scope of it: when it throws or is refused,
/// the changes made in it alone are undone, and the transaction goes on.
@MainActor
final class Transaction {
  /// The transaction changes join; there is at most one, because every change is main-actor
  /// code that runs to the end without suspending.
  static var current: Transaction?

  /// The origin of the transaction whose flows are ending after its commit, so that their
  /// events carry it.
  static var committing: NavigationOrigin?

  let origin: NavigationOrigin
  var animated: Bool
  /// Whether this transaction places the child flow of a push made in place, whose drawing
  /// shows it: its interval ends with that drawing.
  var endsWithDrawingInPlace = false
  /// Whether one refused change undoes the whole transaction: a navigator's transaction.
  private let isAllOrNothing: Bool
  /// The first change refused in an all-or-nothing transaction or scope; the changes after
  /// it are skipped, and the transaction or scope rolls back when its body returns.
  private(set) var refusal: NavigationError?
  /// The scopes open inside this transaction, innermost last.
  private var scopes: [Scope] = []
  private var participants: [any TransactionParticipant] = []
  private var participantIDs: Set<ObjectIdentifier> = []
  private var events: [(EventHub, NavigationEvent)] = []
  /// What each navigator's recorder keeps of this transaction's changes.
  private var recorded: [(EventHub, RecordedItem)] = []
  private var endings: [(Flow, Flow.Ending)] = []
  private(set) var created: [Flow] = []
  private var completions: [@MainActor () -> Void] = []
  private var afterCommit: [@MainActor () -> Void] = []
  /// Whether every renderer has shown the committed change.
  private(set) var isRendered = false
  /// Who waits in ``waitUntilRendered()``, by a number of their own, so a cancelled one can go.
  private var renderWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
  private var nextWaiter = 0

  private init(origin: NavigationOrigin, animated: Bool, isAllOrNothing: Bool = false) {
    self.origin = origin
    self.animated = animated
    self.isAllOrNothing = isAllOrNothing
  }

  /// Runs `body` inside the current transaction, or in a new one that commits when `body`
  /// returns and rolls back when it throws, or, when it is all or nothing, when one of its
  /// changes was refused.
  static func run<T, E: Error>(
    origin: NavigationOrigin = .code, animated: Bool = true, isAllOrNothing: Bool = false,
    _ body: (Transaction) throws(E) -> T
  ) throws(E) -> T {
    if let current {
      // NB: a run that can neither throw nor be refused needs no scope, and most runs inside
      // a transaction are a single router change.
      guard isAllOrNothing || E.self != Never.self else { return try body(current) }
      current.openScope(isAllOrNothing: isAllOrNothing)
      do {
        let value = try body(current)
        current.closeScope(rollingBack: false)
        return value
      } catch {
        current.closeScope(rollingBack: true)
        throw error
      }
    }
    let transaction = Transaction(
      origin: origin, animated: animated, isAllOrNothing: isAllOrNothing)
    current = transaction
    do {
      let value = try body(transaction)
      current = nil
      if transaction.refusal == nil { transaction.commit() } else { transaction.rollback() }
      return value
    } catch {
      current = nil
      transaction.rollback()
      throw error
    }
  }

  /// Adds `participant` the first time its router changes in this transaction.
  @discardableResult
  func join(_ id: ObjectIdentifier, _ make: () -> any TransactionParticipant)
    -> any TransactionParticipant
  {
    if participantIDs.insert(id).inserted {
      let participant = make()
      participants.append(participant)
      return participant
    }
    guard let participant = participants.first(where: { $0.id == id }) else { return make() }
    if !scopes.isEmpty { participant.save(scope: scopes.count) }
    return participant
  }

  func emit(_ event: NavigationEvent, to observers: EventHub) {
    events.append((observers, event))
  }

  func record(_ item: RecordedItem, to hub: EventHub) {
    recorded.append((hub, item))
  }

  func end(_ flow: Flow, _ ending: Flow.Ending) {
    endings.append((flow, ending))
  }

  func didCreate(_ flow: Flow) { created.append(flow) }

  /// Records that a change of this transaction was refused; `false` when an earlier one was,
  /// so that only the first is reported.
  func refuse(_ error: NavigationError) -> Bool {
    guard isAllOrNothing || scopes.contains(where: \.isAllOrNothing) else { return true }
    guard refusal == nil else { return false }
    refusal = error
    return true
  }

  func onRendered(_ completion: (@MainActor () -> Void)?) {
    if let completion { completions.append(completion) }
  }

  func onCommit(_ action: @escaping @MainActor () -> Void) { afterCommit.append(action) }

  /// A transaction with nothing to commit, which waits for a change made without one to be
  /// drawn: ``didRender()`` says it is.
  static func renderWaiter() -> Transaction {
    Transaction(origin: .code, animated: false)
  }

  /// The renderer has shown the change this transaction waits for.
  func didRender() { rendered() }

  /// Returns once every renderer has shown the committed change, or once the calling task is
  /// cancelled.
  func waitUntilRendered() async {
    if isRendered || Task.isCancelled { return }
    let waiter = nextWaiter
    nextWaiter += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // NB: cancelled before the continuation was kept, the handler below found nothing.
        guard !Task.isCancelled else { return continuation.resume() }
        renderWaiters[waiter] = continuation
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.stopWaiting(waiter) }
    }
  }

  /// The task of `waiter` was cancelled: it stops waiting.
  private func stopWaiting(_ waiter: Int) {
    renderWaiters.removeValue(forKey: waiter)?.resume()
  }

  private func commit() {
    let intervalEnds = events.isEmpty ? [] : beginIntervals()
    let recorders = recorded.isEmpty ? [] : beginRecording()
    var remaining = participants.count + 1
    let done: @MainActor () -> Void = { [self] in
      remaining -= 1
      if remaining == 0 { rendered() }
    }
    for participant in participants {
      participant.render(origin: origin, animated: animated, done: done)
    }
    for (observers, event) in events { observers.publish(event) }
    Transaction.committing = origin
    for (flow, ending) in endings { flow.end(ending) }
    Transaction.committing = nil
    for action in afterCommit { action() }
    if !intervalEnds.isEmpty { endIntervals(intervalEnds) }
    for recorder in recorders { recorder.end() }
    // NB: a `NavigationChange` may keep this transaction until the renderers are done; it
    // must not keep the routers and the ended flows alive meanwhile.
    participants.removeAll()
    events.removeAll()
    endings.removeAll()
    created.removeAll()
    afterCommit.removeAll()
    done()
  }

  /// Begins this change in the recorder of each navigator whose flows it changed, with what
  /// it did to them; returns the recorders, for the commit to end it in once the flows it
  /// ended and what followed from it are recorded too.
  private func beginRecording() -> [NavigationRecorder] {
    var recorders: [NavigationRecorder] = []
    var hubs: [EventHub] = []
    for (hub, _) in recorded where !hubs.contains(where: { $0 === hub }) { hubs.append(hub) }
    for hub in hubs {
      guard let recorder = hub.recorder else { continue }
      recorder.begin(origin)
      for (told, item) in recorded where told === hub { recorder.record(item, origin: origin) }
      recorders.append(recorder)
    }
    recorded.removeAll()
    return recorders
  }

  /// Begins the interval of this change for each navigator whose events it made and that
  /// marks intervals (``NavigationSignposts``); returns what ends them.
  private func beginIntervals() -> [@MainActor () -> Void] {
    var hubs: [EventHub] = []
    for (hub, _) in events where !hubs.contains(where: { $0 === hub }) { hubs.append(hub) }
    return hubs.compactMap { hub in
      guard let signposts = hub.signposts else { return nil }
      let told = events.filter { $0.0 === hub }.map(\.1)
      return told.first.map { signposts.begin(NavigationInterval($0, Array(told.dropFirst()))) }
    }
  }

  /// Ends the intervals `ends` once this change is on screen: with its renderers' report, or,
  /// for the child flow a push made in place shows, with that push's drawing (`Signposting`).
  private func endIntervals(_ ends: [@MainActor () -> Void]) {
    if endsWithDrawingInPlace {
      for end in ends { Signposting.pend(end) }
    } else {
      completions.append(contentsOf: ends)
    }
  }

  private func rendered() {
    isRendered = true
    for completion in completions { completion() }
    completions.removeAll()
    let waiters = renderWaiters.sorted { $0.key < $1.key }
    renderWaiters.removeAll()
    // NB: in the order they began to wait.
    for (_, waiter) in waiters { waiter.resume() }
  }

  /// What a scope goes back to when it is undone: how much the transaction held as it opened.
  private struct Scope {
    let participants: Int
    let events: Int
    let recorded: Int
    let endings: Int
    let created: Int
    let afterCommit: Int
    let isAllOrNothing: Bool
    let refusal: NavigationError?
  }

  private func openScope(isAllOrNothing: Bool) {
    scopes.append(
      Scope(
        participants: participants.count, events: events.count, recorded: recorded.count,
        endings: endings.count,
        created: created.count, afterCommit: afterCommit.count, isAllOrNothing: isAllOrNothing,
        refusal: refusal))
  }

  /// Closes the innermost scope: undoes its changes when it threw, or when it is all or
  /// nothing and one of its changes was refused; otherwise they become the enclosing one's.
  private func closeScope(rollingBack: Bool) {
    guard let scope = scopes.popLast() else { return }
    let depth = scopes.count + 1
    let refused = scope.isAllOrNothing && scope.refusal == nil && refusal != nil
    guard rollingBack || refused else {
      for participant in participants { participant.keep(scope: depth) }
      return
    }
    for participant in participants[scope.participants...].reversed() {
      participant.rollback()
      participantIDs.remove(participant.id)
    }
    participants.removeSubrange(scope.participants...)
    for participant in participants.reversed() { participant.rollback(toScope: depth) }
    for flow in created[scope.created...].reversed() {
      flow.end(.cancelled(.stopped), silently: true)
    }
    created.removeSubrange(scope.created...)
    events.removeSubrange(scope.events...)
    recorded.removeSubrange(scope.recorded...)
    endings.removeSubrange(scope.endings...)
    afterCommit.removeSubrange(scope.afterCommit...)
    if scope.isAllOrNothing { refusal = scope.refusal }
  }

  private func rollback() {
    for participant in participants.reversed() { participant.rollback() }
    for flow in created.reversed() { flow.end(.cancelled(.stopped), silently: true) }
    participants.removeAll()
    created.removeAll()
    // NB: a `NavigationChange` may keep this transaction; it must not keep flows alive.
    events.removeAll()
    recorded.removeAll()
    endings.removeAll()
    afterCommit.removeAll()
    // NB: nothing is left to draw: what waits for the changes of the transaction returns.
    rendered()
  }
}

/// A part of a transaction: a router that can go back to its state before it, or a
/// navigation container's screens that render the whole change at the commit.
@MainActor
protocol TransactionParticipant: AnyObject {
  var id: ObjectIdentifier { get }
  func rollback()
  /// Keeps what ``rollback(toScope:)`` goes back to, at the participant's first change in the
  /// scope `depth` deep.
  func save(scope depth: Int)
  /// Goes back to where it was when the scope `depth` deep opened.
  func rollback(toScope depth: Int)
  /// The scope `depth` deep kept its changes: what it saved belongs to the enclosing scope.
  func keep(scope depth: Int)
  func render(origin: NavigationOrigin, animated: Bool, done: @escaping @MainActor () -> Void)
}

extension TransactionParticipant {
  func save(scope depth: Int) {}
  func rollback(toScope depth: Int) {}
  func keep(scope depth: Int) {}
}
