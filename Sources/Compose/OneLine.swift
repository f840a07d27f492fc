import Foundation

/// The one line a Compose error's `description` gives: a newline in a file name, a key or a
/// caption it quotes shows as a space. Invariant: the result holds no "\n".
enum OneLine {
    static func of(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: " ") }
}
