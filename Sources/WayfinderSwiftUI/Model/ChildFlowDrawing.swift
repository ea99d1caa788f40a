@_spi(Rendering) import Wayfinder

/// What a ``ChildFlowView`` draws: the flow it was given, or, while a presentation slides away
/// after its flow ended, the flow that presentation kept; and what is wrong when it can draw
/// nothing.
///
/// Platform-free, so the choice is tested on Linux.
@MainActor
enum ChildFlowDrawing {
  /// The flow to draw: `given`, or `kept` (the flow a presentation keeps until its dismissal
  /// has finished) once it has ended and nothing else is given.
  static func flow(given: Flow?, kept: Flow?) -> Flow? {
    if let given { return given }
    guard let kept, kept.status.hasEnded else { return nil }
    return kept
  }

  /// Why nothing can be drawn for `flow`, `nil` when its view can be: there is no flow at the
  /// place, or the flow does not provide its view.
  static func problem(with flow: Flow?, providesView: Bool) -> String? {
    guard let flow else {
      return "ChildFlowView has no flow to draw: no child flow is shown at its place "
        + "(makeChild(for:) returned nil for the route, or the flow ended). Draw a plain screen "
        + "for such a route; an empty placeholder stands in."
    }
    guard !providesView else { return nil }
    return "ChildFlowView cannot draw \(flow.flowName): it does not provide its view. Conform it "
      + "to FlowViewProviding; an empty placeholder stands in."
  }
}
