import Raster

/// Colours as users write them, in flags and files: `transparent`, `white`, `black`, `grey`,
/// `#RGB`, `#RRGGBB`, `#RRGGBBAA` (straight alpha), `r,g,b` or `r,g,b,a` in 0–255.
/// Invariant: `parse` accepts exactly these spellings, case- and space-insensitively.
public enum ColourText {
    static let named: [String: StraightRGBA8] = [
        "white": StraightRGBA8(r: 255, g: 255, b: 255), "black": StraightRGBA8(r: 0, g: 0, b: 0),
        "grey": StraightRGBA8(r: 128, g: 128, b: 128), "gray": StraightRGBA8(r: 128, g: 128, b: 128),
        "transparent": StraightRGBA8(r: 0, g: 0, b: 0, a: 0),
    ]

    /// What the spellings look like, for messages.
    public static let examples = "white, transparent, #1e1e1e, #1e1e1e80 or 30,30,30"

    /// The colour `text` names, or nil.
    public static func parse(_ text: String) -> StraightRGBA8? {
        let t = text.lowercased().trimmingSpaces
        if let c = named[t] { return c }
        if t.hasPrefix("#") {
            var hex = String(t.dropFirst())
            guard hex.allSatisfy(\.isHexDigit) else { return nil }
            if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
            if hex.count == 6 { hex += "ff" }
            if hex.count == 8, let v = UInt32(hex, radix: 16) {
                return StraightRGBA8(r: UInt8(v >> 24), g: UInt8((v >> 16) & 255), b: UInt8((v >> 8) & 255),
                                     a: UInt8(v & 255))
            }
            return nil
        }
        let parts = t.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingSpaces) }
        if parts.count == 3 || parts.count == 4, parts.allSatisfy({ $0 != nil && (0...255).contains($0!) }) {
            let v = parts.map { UInt8($0!) }
            return StraightRGBA8(r: v[0], g: v[1], b: v[2], a: v.count == 4 ? v[3] : 255)
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    public var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
