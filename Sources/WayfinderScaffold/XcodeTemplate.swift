/// The Xcode file template (`Wayfinder Flow.xctemplate`), made from the same code as
/// `wayfinder new-flow`, so the two never differ: the flow's name is Xcode's `productName`
/// placeholder, and its routes are `first` and `second`.
package enum XcodeTemplate {
  /// The template folder's name.
  package static let folderName = "Wayfinder Flow.xctemplate"
  /// The placeholder Xcode replaces with the name the user types.
  package static let placeholder = "___VARIABLE_productName___"

  /// The feature the template writes, with the placeholder as its name.
  package static var feature: FeatureSpec {
    FeatureSpec(
      placeholder: placeholder, routes: ["first", "second"], style: .stack, includesUIKit: true)
  }

  /// The template's files, by name: its sources and `TemplateInfo.plist`.
  package static var files: [(name: String, contents: String)] {
    feature.files.filter { $0.folder == .sources }.map { ($0.name, $0.contents) }
      + [("TemplateInfo.plist", templateInfo)]
  }

  private static let templateInfo = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>Kind</key>
    \t<string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>
    \t<key>Description</key>
    \t<string>A Wayfinder flow: its routes, coordinator, a view model per route, and SwiftUI and UIKit screens.</string>
    \t<key>Summary</key>
    \t<string>A Wayfinder flow</string>
    \t<key>SortOrder</key>
    \t<string>1</string>
    \t<key>AllowedTypes</key>
    \t<array>
    \t\t<string>public.swift-source</string>
    \t</array>
    \t<key>DefaultCompletionName</key>
    \t<string>Feature</string>
    \t<key>MainTemplateFile</key>
    \t<string>\(placeholder)Coordinator.swift</string>
    \t<key>Options</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>Identifier</key>
    \t\t\t<string>productName</string>
    \t\t\t<key>Required</key>
    \t\t\t<true/>
    \t\t\t<key>Name</key>
    \t\t\t<string>Flow name:</string>
    \t\t\t<key>Description</key>
    \t\t\t<string>The flow's name, such as Checkout</string>
    \t\t\t<key>Type</key>
    \t\t\t<string>text</string>
    \t\t\t<key>NotPersisted</key>
    \t\t\t<true/>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>

    """
}
