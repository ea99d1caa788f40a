import Testing
@_spi(Rendering) import Wayfinder

/// Tracks every flow a navigator shows, weakly, and reports flows that ended but stay alive.
///
/// ```swift
/// let leaks = FlowLeakTracker(navigator)
/// // … drive the app …
/// navigator.stop()
/// leaks.expectNoLeaks()
/// ```
///
/// A flow that is no longer in the tree must be released; one that still exists is a leak
/// (a closure or a view model holding it). Drop your own references to flows before checking.
@MainActor
public final class FlowLeakTracker {
  private struct Tracked {
    let name: String
    weak var flow: Flow?
  }

  private let navigator: Navigator
  private var tracked: [ObjectIdentifier: Tracked] = [:]
  private var observation: ObserverToken?

  /// Starts tracking the flows of `navigator`, now and after every navigation event.
  public init(_ navigator: Navigator) {
    self.navigator = navigator
    scan()
    observation = navigator.observe { [weak self] _ in self?.scan() }
  }

  /// The names of flows that are out of the tree but still alive.
  public var leakedFlows: [String] {
    let live = liveFlows()
    return tracked.values.compactMap { entry in
      guard let flow = entry.flow, !live.contains(ObjectIdentifier(flow)) else { return nil }
      return flow === navigator.root ? nil : entry.name
    }.sorted()
  }

  /// The number of flows seen so far.
  package var trackedCount: Int { tracked.count }

  /// Records an issue naming every flow that left the tree and is still alive.
  public func expectNoLeaks(sourceLocation: SourceLocation = #_sourceLocation) {
    let leaked = leakedFlows
    guard !leaked.isEmpty else { return }
    let text =
      "These flows left the tree but are still alive: \(leaked.joined(separator: ", ")). "
      + "Look for strong references to them in closures, tasks or view models."
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
  }

  /// Adds the flows in the tree now.
  private func scan() {
    var pending: [Flow] = [navigator.root]
    while let flow = pending.popLast() {
      let key = ObjectIdentifier(flow)
      if tracked[key]?.flow !== flow { tracked[key] = Tracked(name: flow.flowName, flow: flow) }
      pending.append(contentsOf: flow.children)
    }
  }

  private func liveFlows() -> Set<ObjectIdentifier> {
    guard navigator.root.status == .active else { return [] }
    var live: Set<ObjectIdentifier> = []
    var pending: [Flow] = [navigator.root]
    while let flow = pending.popLast() {
      live.insert(ObjectIdentifier(flow))
      pending.append(contentsOf: flow.children)
    }
    return live
  }
}
