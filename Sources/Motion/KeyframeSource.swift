import Foundation

/// Where a clip's keyframes come from, as `duo-mockup animate` is given them: the simulator kit's
/// path (or a named path), inline keyframes, or a JSON keyframe file, which this reads; every
/// move eased by `easing` unless a keyframe says otherwise. Invariant: only a path holds its
/// angles (`hold` > 0 is refused for the others).
public struct KeyframeSource: Sendable, Equatable {
    /// The keyframes as written.
    public enum Spelling: Sendable, Equatable {
        /// `"1 180 128 180"` or a named path (`unfold`): `KeyframeParsing.path`.
        case path(String)
        /// `"0:180, 1.2:128@spring"`: `KeyframeParsing.inline`.
        case inline(String)
        /// A JSON keyframe file's path: `KeyframeParsing.file`.
        case file(String)
    }

    /// The path a clip follows when none is given: open, to 128°, open again, a second a move.
    public static let defaultPath = "1 180 128 180"

    public let spelling: Spelling
    public let easing: Easing
    public let hold: Double

    public init(_ spelling: Spelling = .path(KeyframeSource.defaultPath), easing: Easing = .easeInOut, hold: Double = 0) throws {
        if hold > 0 { guard case .path = spelling else { throw ClipSettingError.holdWithoutPath } }
        self.spelling = spelling; self.easing = easing; self.hold = hold
    }

    /// The keyframes, in the order given (`Timeline` checks them); a file is read here.
    public func keyframes() throws -> [Keyframe] {
        switch spelling {
        case .path(let text):
            return try KeyframeParsing.path(text, easing: easing, hold: hold)
        case .inline(let text):
            return try KeyframeParsing.inline(text, easing: easing)
        case .file(let file):
            guard let data = FileManager.default.contents(atPath: file) else { throw ClipSettingError.keyframeFileUnreadable(file) }
            return try KeyframeParsing.file(file, data: data, easing: easing)
        }
    }
}
