import Foundation
import MessengerCore
// NB: the front ends draw the screens and report the user's changes, as a renderer does.
@_spi(Rendering) import Wayfinder

/// The terminal front end: draws the visible screen from the navigation state and view models,
/// and turns commands into the user's actions.
@MainActor
public final class TerminalSession {
  /// The app being driven.
  public let app: MessengerApp
  /// Whether the user quit.
  public private(set) var hasQuit = false
  private var pendingInput: (prompt: String, isSecret: Bool, action: @MainActor (String) -> Void)?
  private var pendingConfirmation: Flow?
  private var pendingQuit = false
  /// The window `w close` asked about, while the user answers.
  private var pendingClose: String?

  /// Whether the next line answers a secret prompt (a password): a terminal does not echo it.
  public var expectsSecret: Bool { pendingInput?.isSecret ?? false }
  /// The prompt the next line answers (`Password`), if it answers one.
  public var pendingPrompt: String? { pendingInput?.prompt }

  /// A session over `app`.
  public init(app: MessengerApp) {
    self.app = app
  }

  /// The help line shown under the screen of the flows `chain`; `t` only where there are tabs
  /// and no sheet covers them.
  static func keys(for chain: [any ScreenFlow]) -> String {
    let showsTabs = chain.contains { $0 is MainFlow } && coveringSheet(in: chain) == nil
    let tabs = showsTabs ? " · t tab" : ""
    return "Keys: <number> choose · b back · d dismiss\(tabs) · ? help · q quit"
  }

  /// Every command, for `help` and `?`.
  static let help = """
    <number>      choose an action of the screen
    b, back       go back one screen (on a sheet's first screen, close the sheet)
    d, dismiss    close the sheet on top
    t <tab>       switch tab: chats, library, profile (or 1 to 3)
    open <link>   open a link, e.g. open messenger://chats/2 (in the window showing that chat)
    w             list the windows
    w new [chat]  open a new window, on a chat if given: w new 2
    w <number>    switch to a window
    w close [n]   close this window, or window n
    tree          show the navigation tree
    tree services the same, with the services each flow's container holds
    recording     show this window's recorded navigation, one line per change
    recording save <file>  save it as JSON, for a bug report
    ?, help       show this list
    q, quit       quit (asks first when a change is not saved)
    """

  /// What a command answers: a text, the screen, or a text above the screen.
  private struct Reply {
    var text: String?
    var showsScreen: Bool

    static let screen = Reply(text: nil, showsScreen: true)
    static func message(_ text: String) -> Reply { Reply(text: text, showsScreen: true) }
    static func only(_ text: String) -> Reply { Reply(text: text, showsScreen: false) }
  }

  /// Handles one line of input and returns what to show, once the view models show what the
  /// command changed.
  public func handle(_ line: String) async -> String {
    let reply = respond(to: line.trimmingCharacters(in: .whitespaces))
    var notes: [String] = []
    for window in app.windows.windows {
      let flow = app.flow(of: window)
      if let problem = flow.problem {
        flow.problem = nil
        notes.append("! \(problem)")
      }
    }
    do throws(StoreError) {
      try app.save()
    } catch {
      notes.append("! \(error)")
    }
    await app.settle()
    let output = [reply.text, reply.showsScreen ? render() : nil].compactMap { $0 }
    return (output + notes).joined(separator: "\n")
  }

  /// The words under a field's question: how to leave it without answering.
  static let fieldHint = "(an empty line goes back)"

  /// What to say when the input ends (Ctrl-D at the prompt, the end of a script) while a
  /// visible flow holds changes: they are not kept, and saying "kept" before would mislead.
  public func unsavedChangesAtEnd() -> String? {
    unsavedChanges() == nil ? nil : "Input ended with unsaved changes: they are not kept."
  }

  /// The question of the first visible flow, in any window, that holds changes it would lose.
  private func unsavedChanges() -> String? {
    for window in app.windows.windows {
      if let prompt = unsavedChanges(in: window) {
        return app.windows.windows.count > 1 ? "Window \(window.id): \(prompt)" : prompt
      }
    }
    return nil
  }

  /// The question of the first visible flow of `window` that holds changes it would lose.
  private func unsavedChanges(in window: AppWindow) -> String? {
    for flow in visibleFlows(in: window).reversed() {
      if let flow = flow as? Flow, case .confirm(let prompt) = flow.shouldLeave() { return prompt }
    }
    return nil
  }

  /// The title of the sheet that covers the tab bar in `chain`, if any.
  static func coveringSheet(in chain: [any ScreenFlow]) -> String? {
    guard let main = chain.firstIndex(where: { $0 is MainFlow }) else { return nil }
    guard let presenter = chain.indices.dropLast().last(where: { chain[$0].controls.isPresenting }),
      presenter >= main
    else { return nil }
    return chain.last?.currentScreen.title
  }

  /// Cancels the question the next line would answer (a field, a y/n), as Ctrl-D does at its
  /// prompt; returns what to show, or `nil` when no question was asked.
  public func cancelQuestion() -> String? {
    if let input = pendingInput {
      pendingInput = nil
      return "Cancelled: \(input.prompt) left as it was.\n" + render()
    }
    guard pendingConfirmation != nil || pendingQuit || pendingClose != nil else { return nil }
    pendingConfirmation = nil
    pendingQuit = false
    pendingClose = nil
    return "Kept your changes.\n" + render()
  }

  private func respond(to text: String) -> Reply {
    if let input = pendingInput {
      pendingInput = nil
      // NB: an empty line goes back, so that a command typed there is the only text sent.
      guard !text.isEmpty else { return .message("Cancelled: \(input.prompt) left as it was.") }
      input.action(text)
      return .screen
    }
    if let flow = pendingConfirmation {
      pendingConfirmation = nil
      guard text.lowercased().hasPrefix("y") else { return .message("Kept your changes.") }
      flow.confirmLeave()
      return dismiss()
    }
    if pendingQuit {
      pendingQuit = false
      guard text.lowercased().hasPrefix("y") else { return .message("Kept your changes.") }
      hasQuit = true
      return .only("Bye.")
    }
    if let id = pendingClose {
      pendingClose = nil
      guard text.lowercased().hasPrefix("y") else { return .message("Kept your changes.") }
      return .message(app.closeWindow(id))
    }
    let words = text.split(separator: " ", maxSplits: 1).map(String.init)
    switch words.first?.lowercased() ?? "" {
    case "": return .screen
    case "q", "quit": return quit()
    case "b", "back": return back()
    case "d", "dismiss": return dismiss()
    case "t", "tab": return selectTab(words.count > 1 ? words[1] : "")
    case "open": return .message(app.open(words.count > 1 ? words[1] : ""))
    case "w", "window": return window(words.count > 1 ? words[1] : "")
    case "tree":
      return .only(words.count > 1 && words[1] == "services" ? app.treeWithServices : app.tree)
    case "recording": return .only(recording(words.count > 1 ? words[1] : ""))
    case "help", "?": return .only(Self.help)
    default: return choose(text)
    }
  }

  /// The recording command: show the frontmost window's recording, or `save <file>`.
  private func recording(_ argument: String) -> String {
    let words = argument.split(separator: " ", maxSplits: 1).map(String.init)
    switch words.first?.lowercased() {
    case nil: return app.recordingText
    case "save": return app.saveRecording(to: words.count > 1 ? words[1] : "")
    default: return "`recording` shows the recording; `recording save <file>` saves it."
    }
  }

  /// Quits, or asks first when a visible flow holds changes it would lose.
  private func quit() -> Reply {
    if let prompt = unsavedChanges() {
      pendingQuit = true
      return .only("\(prompt) Quit anyway? (y/n)")
    }
    hasQuit = true
    return .only("Bye.")
  }

  /// The window commands: list (no argument), `new [chat]`, `close`, or a window's number.
  private func window(_ argument: String) -> Reply {
    let words = argument.split(separator: " ").map(String.init)
    switch words.first?.lowercased() {
    case nil: return .only(windowList())
    case "new":
      guard words.count > 1 else { return .message(app.openWindow()) }
      guard let chat = Int(words[1]) else {
        return .only("`w new` takes a chat's number: w new 2.")
      }
      return .message(app.openWindow(showing: chat))
    case "close":
      let id = words.count > 1 ? words[1] : app.window?.id
      if let id, app.windows.windows.count > 1, let window = app.windows.window(id),
        let prompt = unsavedChanges(in: window)
      {
        pendingClose = id
        return .only("\(prompt) Close window \(id) anyway? (y/n)")
      }
      return .message(app.closeWindow(words.count > 1 ? words[1] : nil))
    case .some(let id): return .message(app.switchToWindow(id))
    }
  }

  /// Each window, by number, with the title of its screen on top; `*` marks this one.
  private func windowList() -> String {
    let front = app.window
    return app.windowsByNumber.map { window in
      let title = visibleFlows(in: window).last?.currentScreen.title ?? ""
      return "\(window === front ? "*" : " ") \(window.id)  \(title)"
    }
    .joined(separator: "\n")
  }

  /// The visible screen: tab bar, breadcrumb, title, content and numbered actions.
  public func render() -> String {
    let chain = visibleFlows()
    guard let top = chain.last else { return "" }
    let screen = top.currentScreen
    var lines: [String] = []
    if app.windows.windows.count > 1, let front = app.window {
      let numbers = app.windowsByNumber.map(\.id)
      lines.append(
        "Windows: " + numbers.map { $0 == front.id ? "[\($0)]" : $0 }.joined(separator: "  "))
    }
    if let main = chain.lazy.compactMap({ $0 as? MainFlow }).first {
      lines.append(
        "Tabs: "
          + MainTab.allCases.map { $0 == main.router.state.root ? "[\($0.title)]" : $0.title }
          .joined(separator: "  "))
    }
    let crumbs = chain.dropFirst().filter { !($0 is MainFlow) }.flatMap(\.crumbs)
    if crumbs.count > 1 { lines.append(crumbs.joined(separator: " › ")) }
    let modal = chain.dropLast().contains { $0.controls.isPresenting }
    lines.append("-- \(screen.title)\(modal ? " (sheet)" : "") --")
    lines.append(contentsOf: screen.lines)
    for (index, action) in screen.actions.enumerated() {
      lines.append("  \(index + 1)) \(action.label)\(action.isEnabled ? "" : " (not yet)")")
    }
    lines.append(Self.keys(for: chain))
    return lines.joined(separator: "\n")
  }

  /// The flows whose screens are on top of each other in the frontmost window, the app flow
  /// first.
  private func visibleFlows() -> [any ScreenFlow] {
    app.window.map(visibleFlows(in:)) ?? []
  }

  /// The flows whose screens are on top of each other in `window`, the app flow first.
  private func visibleFlows(in window: AppWindow) -> [any ScreenFlow] {
    var chain: [any ScreenFlow] = [app.flow(of: window)]
    while let next = chain.last?.visibleChild as? any ScreenFlow { chain.append(next) }
    return chain
  }

  private func choose(_ text: String) -> Reply {
    let chain = visibleFlows()
    guard let number = Int(text), let top = chain.last else {
      return .only(
        "Unknown command `\(TerminalText.shortened(text))`. \(Self.keys(for: chain))")
    }
    let actions = top.currentScreen.actions
    guard !actions.isEmpty else {
      return .only("This screen has no choices. Type b to go back, or ? for help.")
    }
    guard actions.indices.contains(number - 1) else {
      return .only(
        actions.count == 1
          ? "There is no choice \(number) here; the only one is 1."
          : "There is no choice \(number) here; pick 1 to \(actions.count).")
    }
    let action = actions[number - 1]
    guard action.isEnabled else { return .only("“\(action.label)” is not available yet.") }
    switch action.kind {
    case .perform(let run):
      run()
      return .screen
    case .input(let prompt, let isSecret, let run):
      pendingInput = (prompt, isSecret, run)
      return .only("\(prompt): \(Self.fieldHint)")
    }
  }

  /// Goes back one screen on top: in the sheet on top, if any, whose first screen it closes.
  private func back() -> Reply {
    let chain = visibleFlows()
    let sheet = chain.lastIndex { $0.controls.isPresenting }
    let onTop = chain[(sheet.map { $0 + 1 } ?? 0)...]
    guard let flow = onTop.last(where: { $0.controls.canGoBack }) else {
      return sheet == nil ? .message("Nothing to go back to.") : dismiss()
    }
    _ = flow.controls.goBack()
    return .screen
  }

  private func dismiss() -> Reply {
    let chain = visibleFlows()
    guard let presenter = chain.last(where: { $0.controls.isPresenting }) else {
      return .message("Nothing to dismiss.")
    }
    guard let error = presenter.controls.dismissTop().error else { return .screen }
    if case .leaveNeedsConfirmation(_, let prompt) = error.reason,
      let guarded = chain.last as? Flow
    {
      pendingConfirmation = guarded
      return .only("\(prompt) (y/n)")
    }
    return .message(error.description)
  }

  private func selectTab(_ name: String) -> Reply {
    let chain = visibleFlows()
    guard let main = chain.lazy.compactMap({ $0 as? MainFlow }).first else {
      return .message("There are no tabs here.")
    }
    if let sheet = Self.coveringSheet(in: chain) {
      return .message("The \(sheet) sheet covers the tabs: close it first (d).")
    }
    let tabs = MainTab.allCases
    guard
      let tab = Int(name).flatMap({ tabs.indices.contains($0 - 1) ? tabs[$0 - 1] : nil })
        ?? tabs.first(where: { $0.rawValue == name.lowercased() })
    else {
      return .only(
        "No tab `\(TerminalText.shortened(name))`; the tabs are chats, library and profile "
          + "(or 1 to 3).")
    }
    let change: UserNavigation<MainTab> =
      tab == main.router.state.root ? .reselectedTab(tab) : .selectedTab(tab)
    _ = main.router.userDidNavigate(change)
    return .screen
  }
}
