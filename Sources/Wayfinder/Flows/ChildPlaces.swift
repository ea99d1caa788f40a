/// Where each child flow of a coordinator lives, and what became of each place: the one record
/// of a coordinator's child flows, with every change to it made here.
///
/// A place is a ``Slot``: the root, a tab, a route pushed at a path index, or a presentation
/// level. A place the state shows is in one of these states:
///
/// - unknown (no entry): ``Coordinator/makeChild(for:)`` is asked when the place appears;
/// - `shown(flow)`: the flow runs at the place and ends when the place goes away;
/// - `vacated`: the flow that was there ended on its own while the place stays (a root flow
///   that finished, a flow stopped from outside): no flow is made for it until it goes away;
/// - `declined`: `makeChild(for:)` made no flow for the root, a tab or a presentation (a
///   pushed route is asked once, as it is pushed, and not recorded).
///
/// Apart from these, a flow can be *given* for a place before the state shows it (`run`,
/// `show`, a tab bar built from flows): it is shown there when the place appears, instead of
/// asking `makeChild(for:)`, and replaces a flow already shown at that place.
///
/// The transitions:
///
/// | from | event | to |
/// | --- | --- | --- |
/// | unknown, vacated, declined | a flow is given | given |
/// | unknown, given | the place appears and has a flow | shown |
/// | unknown | the place appears and `makeChild(for:)` makes none | declined |
/// | shown | the flow ends on its own, at the root or a tab | vacated |
/// | shown | the flow ends on its own elsewhere | unknown (its place is taken away) |
/// | any | the place goes away | unknown |
/// | any | a presentation below it is closed | the same, one level down |
///
/// A value type: a copy is a checkpoint, and assigning it back undoes every change since.
@MainActor
struct ChildPlaces<Route: Hashable & Sendable> {
  /// What is at a place the state shows.
  enum Place {
    case shown(Flow)
    case vacated
    case declined
  }

  private(set) var places: [Slot<Route>: Place] = [:]
  private var given: [Slot<Route>: Flow] = [:]
  /// How many places show a flow, and how many of those are pushed.
  private var shownCount = 0
  private var pushedShownCount = 0
  /// How many pushed places are vacated, so that pushes and pops can skip the places.
  private var vacatedPushedCount = 0
  /// Changes whenever the flows shown change, so that observers can be told.
  private(set) var generation = 0

  // MARK: - Reading

  /// Whether any place shows a flow.
  var hasShownFlows: Bool { shownCount > 0 }

  /// Whether a flow is shown at a pushed place.
  var hasPushedFlows: Bool { pushedShownCount > 0 }

  /// Whether no pushed place holds anything and no flow is given, so that a pushed route's
  /// child can be made without making its slot.
  var pushedPlacesAreFree: Bool {
    pushedShownCount == 0 && given.isEmpty && vacatedPushedCount == 0
  }

  /// The flow shown at `slot`.
  func flow(at slot: Slot<Route>) -> Flow? {
    guard shownCount > 0, case .shown(let flow) = places[slot] else { return nil }
    return flow
  }

  /// The first flow shown at a place of `route`.
  func flow(showing route: Route) -> Flow? {
    guard shownCount > 0 else { return nil }
    for (slot, place) in places where slot.route == route {
      if case .shown(let flow) = place { return flow }
    }
    return nil
  }

  /// The place that shows `flow`.
  func slot(of flow: Flow) -> Slot<Route>? {
    guard shownCount > 0 else { return nil }
    for (slot, place) in places {
      if case .shown(let shown) = place, shown === flow { return slot }
    }
    return nil
  }

  /// Every shown flow with its place, in no particular order.
  var shownFlows: [(slot: Slot<Route>, flow: Flow)] {
    guard shownCount > 0 else { return [] }
    return places.compactMap { slot, place in
      if case .shown(let flow) = place { (slot, flow) } else { nil }
    }
  }

  /// Whether `slot` was left without a flow.
  func isVacated(_ slot: Slot<Route>) -> Bool {
    if case .vacated = places[slot] { true } else { false }
  }

  /// Whether a flow is shown at a pushed place from path index `index` up.
  func hasPushedFlow(from index: Int) -> Bool {
    guard pushedShownCount > 0 else { return false }
    return places.contains { slot, place in
      guard case .pushed(let at, _) = slot, case .shown = place else { return false }
      return at >= index
    }
  }

  /// Whether `flow` is given for `slot` and not shown yet.
  func isGiven(_ flow: Flow, for slot: Slot<Route>) -> Bool {
    given[slot] === flow
  }

  // MARK: - Changing

  /// Gives `flow` for `slot`: it is shown there when the place appears. Forgets that the place
  /// was vacated or declined.
  mutating func give(_ flow: Flow, for slot: Slot<Route>) {
    given[slot] = flow
    switch places[slot] {
    case .vacated, .declined: set(nil, at: slot)
    case .shown, nil: break
    }
  }

  /// Takes back the flow given for `slot`.
  @discardableResult
  mutating func takeGiven(for slot: Slot<Route>) -> Flow? {
    given.isEmpty ? nil : given.removeValue(forKey: slot)
  }

  /// Whether a flow may start at `slot`, which the state now shows: nothing is recorded there
  /// (no flow, no vacancy, not declined).
  func isOpen(_ slot: Slot<Route>) -> Bool {
    places.isEmpty || places[slot] == nil
  }

  /// `makeChild(for:)` made no flow that can run at `slot`: a place outside the path is not
  /// asked again until it goes away (a pushed route is asked once, as it is pushed).
  mutating func decline(_ slot: Slot<Route>) {
    if !slot.isPushed { set(.declined, at: slot) }
  }

  /// Shows `flow` at `slot`; returns the flow it replaces there.
  @discardableResult
  mutating func show(_ flow: Flow, at slot: Slot<Route>) -> Flow? {
    let replaced = self.flow(at: slot)
    set(.shown(flow), at: slot)
    return replaced
  }

  /// The place `slot` went away: forgets it, and returns the flow shown there.
  @discardableResult
  mutating func remove(_ slot: Slot<Route>) -> Flow? {
    guard !places.isEmpty else { return nil }
    let shown = flow(at: slot)
    set(nil, at: slot)
    return shown
  }

  /// `flow` ended on its own: its place no longer shows it. A root or a tab stays, vacated;
  /// any other place is the caller's to take away. Returns the place, `nil` when `flow` was
  /// not shown.
  @discardableResult
  mutating func release(_ flow: Flow) -> Slot<Route>? {
    guard let slot = slot(of: flow) else { return nil }
    switch slot {
    case .root, .tab: set(.vacated, at: slot)
    case .pushed, .presented: set(nil, at: slot)
    }
    return slot
  }

  /// Leaves `slot` without a flow until the place goes away; returns the flow shown there.
  @discardableResult
  mutating func vacate(_ slot: Slot<Route>) -> Flow? {
    let shown = flow(at: slot)
    set(.vacated, at: slot)
    return shown
  }

  /// The presentation at level `index` was closed alone: forgets it, moves every presentation
  /// above it down one level, and returns the flow shown there.
  @discardableResult
  mutating func closePresentation(at index: Int, route: Route) -> Flow? {
    let closed = remove(.presented(index, route))
    takeGiven(for: .presented(index, route))
    let moved = places.filter { slot, _ in slot.closingPresentation(at: index) != slot }
    for slot in moved.keys { set(nil, at: slot) }
    for (slot, place) in moved { set(place, at: slot.closingPresentation(at: index)) }
    given = Dictionary(
      given.map { ($0.key.closingPresentation(at: index), $0.value) },
      uniquingKeysWith: { first, _ in first })
    return closed
  }

  /// Forgets everything: the coordinator has ended.
  mutating func removeAll() {
    if shownCount > 0 { generation &+= 1 }
    self = ChildPlaces(generation: generation)
  }

  private init(generation: Int) {
    self.generation = generation
  }

  init() {}

  /// What is inconsistent in this record, given the places `state` shows and the children
  /// of its coordinator (`parent`); empty when nothing is. What tests check after random
  /// changes.
  func mistakes(in state: FlowState<Route>, parent: Flow) -> [String] {
    var found: [String] = []
    let shownSlots = Set(Slot.all(in: state))
    let shown = shownFlows
    if shown.count != shownCount || shown.filter(\.slot.isPushed).count != pushedShownCount {
      found.append("the counts of shown flows are off")
    }
    let vacatedPushed = places.filter { slot, place in
      if case .vacated = place { slot.isPushed } else { false }
    }
    if vacatedPushed.count != vacatedPushedCount { found.append("the vacated count is off") }
    for slot in places.keys where !shownSlots.contains(slot) {
      found.append("\(slot.placeDescription) is recorded but the state does not show it")
    }
    if Set(shown.map { ObjectIdentifier($0.flow) }).count != shown.count {
      found.append("a flow is shown at two places")
    }
    for (slot, flow) in shown where flow.parent !== parent || flow.status != .active {
      found.append(
        "\(flow.flowName) \(slot.placeDescription) is \(flow.status), not an active child")
    }
    if parent.status == .active, !given.isEmpty {
      let slots = given.keys.map(\.placeDescription).sorted().joined(separator: ", ")
      found.append("flows are still given for \(slots) after the start")
    }
    return found
  }

  /// Sets what is at `slot`, keeping the counts.
  private mutating func set(_ place: Place?, at slot: Slot<Route>) {
    let old: Place?
    if let place {
      old = places.updateValue(place, forKey: slot)
    } else {
      old = places.removeValue(forKey: slot)
    }
    count(old, at: slot, by: -1)
    count(place, at: slot, by: 1)
  }

  private mutating func count(_ place: Place?, at slot: Slot<Route>, by step: Int) {
    switch place {
    case .shown:
      shownCount += step
      if slot.isPushed { pushedShownCount += step }
      generation &+= 1
    case .vacated:
      if slot.isPushed { vacatedPushedCount += step }
    case .declined, nil:
      break
    }
  }
}
