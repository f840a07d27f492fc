import Codecs
import Colour

/// What a store image says of its colours, read from the chunks before its pixels: the space
/// (sRGB, Display P3, another profile's name, untagged), and what is wrong with it for a store:
/// a profile that cannot be used (CMYK, grey, broken) or wide-gamut colours named only by PNG
/// chunks or EXIF, which stores and browsers may ignore. Invariant: `problem` is one line naming
/// the file, or nil.
package struct StoreImageColour: Sendable, Equatable {
    public var space: String
    public var problem: String?

    public static func read(_ path: String) -> StoreImageColour {
        let info: ColourInfo
        do { info = try ImageFile.readColour(path: path) } catch {
            return StoreImageColour(space: "unreadable", problem: nil)   // the other checks name it
        }
        let resolved = ColourSpace.of(info)
        if let problem = resolved.problem {
            return StoreImageColour(space: "unusable profile", problem: "\(path): \(problem); the stores will show it as sRGB at best")
        }
        if resolved.source == "untagged" { return StoreImageColour(space: "untagged (sRGB)", problem: nil) }
        let space = resolved.space
        if info.iccProfile == nil && space != .sRGB {
            return StoreImageColour(space: space.name, problem: "\(path): wide-gamut colours (\(resolved.source)) "
                + "without an ICC profile, which stores and browsers may ignore; embed a profile")
        }
        return StoreImageColour(space: space.name, problem: nil)
    }
}
