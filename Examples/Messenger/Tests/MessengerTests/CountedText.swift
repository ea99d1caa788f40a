/// Text that counts how often it is walked: every step of an index and every character read.
///
/// It is only a `BidirectionalCollection`, like `String`: moving an index by `n` takes `n`
/// steps and counting the characters walks them all, so a function's visits measure its work
/// without a clock.
struct CountedText: BidirectionalCollection {
  /// The number of visits so far, shared by the text's slices.
  final class Visits {
    var count = 0
  }

  private let characters: [Character]
  let visits = Visits()

  /// `text`'s characters, with no visit counted yet.
  init(_ text: String) {
    characters = Array(text)
  }

  var startIndex: Int { characters.startIndex }
  var endIndex: Int { characters.endIndex }

  func index(after index: Int) -> Int {
    visits.count += 1
    return index + 1
  }

  func index(before index: Int) -> Int {
    visits.count += 1
    return index - 1
  }

  subscript(position: Int) -> Character {
    visits.count += 1
    return characters[position]
  }
}
