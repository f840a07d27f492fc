import Raster

/// What one PNG of a bezel folder looked like: invariant: `screen` and `art size` are set when the
/// file was read and a screen found; `problem` is set otherwise (and then `pose` is nil).
public struct BezelFileReport: Sendable, CustomStringConvertible {
    /// The file's name within the folder.
    public var file: String
    /// The art's size, when it could be read.
    public var artSize: (width: Int, height: Int)?
    /// The screen found in it.
    public var screen: ScreenShape?
    /// Set instead of `screen` when the screen cache answered for the file and no art was read:
    /// the screen's rectangle and corner radius as found before.
    public var rememberedScreen: (rect: PixelRect, cornerRadius: Double)?
    /// The flat pose its screen's aspect ratio matches, if any.
    public var pose: Pose?
    /// Why the file is not a bezel (unreadable, no screen hole, ...).
    public var problem: String?
    /// True when the file is the device's back (no screen; `BackArt`).
    public var isBack = false

    /// "a.png (1518×2154, screen 1398×2034 at (60, 60), radius 55, aspect 0.687: closed)".
    public var description: String {
        var parts: [String] = []
        if let artSize { parts.append("\(artSize.width)×\(artSize.height)") }
        if let (rect, radius) = screen.map({ ($0.rect, $0.cornerRadius) }) ?? rememberedScreen {
            parts.append("screen " + ScreenShape.summary(rect: rect, cornerRadius: radius) + ": "
                         + (pose.map { $0.rawValue } ?? "no pose's aspect"))
        }
        if isBack { parts.append("the device's back") }
        if let problem { parts.append(problem) }
        return "\(file) (\(parts.joined(separator: ", ")))"
    }
}

extension BezelSet {
    /// "an" before a list of poses whose first name starts with a vowel ("an open", "an upright"), else "a".
    static func article(_ poses: Set<Pose>) -> String {
        guard let first = poses.map(\.rawValue).sorted().first?.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
