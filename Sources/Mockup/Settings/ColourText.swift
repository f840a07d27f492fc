import Colour
import Raster

/// Colours as users write them, in flags and files: `transparent`, `white`, `black`, `grey`,
/// `#RGB`, `#RRGGBB`, `#RRGGBBAA` (straight alpha), `r,g,b` or `r,g,b,a` in 0–255, all sRGB;
/// and `display-p3(R G B)` or `display-p3(R G B A)` for Display P3, with 0–255 numbers, or
/// fractions 0–1 when any is written with a point (CSS's `color(display-p3 1 0.5 0)` numbers).
/// Invariant: `parse` accepts exactly the sRGB spellings, `parseTagged` those and the Display P3
/// ones, case- and space-insensitively.
package enum ColourText {
    static let named: [String: StraightRGBA8] = [
        "white": StraightRGBA8(r: 255, g: 255, b: 255), "black": StraightRGBA8(r: 0, g: 0, b: 0),
        "grey": StraightRGBA8(r: 128, g: 128, b: 128), "gray": StraightRGBA8(r: 128, g: 128, b: 128),
        "transparent": StraightRGBA8(r: 0, g: 0, b: 0, a: 0),
    ]

    /// What the spellings look like, for messages.
    public static let examples = "white, transparent, #1e1e1e, #1e1e1e80, 30,30,30 or display-p3(255 80 0)"

    /// The colour `text` names and the space of its numbers, or nil.
    public static func parseTagged(_ text: String) -> (colour: StraightRGBA8, space: ColourSpace.Known)? {
        let t = text.lowercased().trimmingSpaces
        let prefix = "display-p3("
        guard t.hasPrefix(prefix), t.hasSuffix(")") else { return parse(text).map { ($0, .sRGB) } }
        let inside = t.dropFirst(prefix.count).dropLast()
        let words = inside.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" }).map(String.init)
        guard words.count == 3 || words.count == 4 else { return nil }
        let fractions = words.contains { $0.contains(".") }
        var values: [UInt8] = []
        for w in words {
            guard w.allSatisfy({ $0.isNumber || $0 == "." }), let v = Double(w), v.isFinite else { return nil }
            if fractions {
                guard (0...1).contains(v) else { return nil }
                values.append(UInt8((v * 255).rounded()))
            } else {
                guard v == v.rounded(), (0...255).contains(v) else { return nil }
                values.append(UInt8(v))
            }
        }
        return (StraightRGBA8(r: values[0], g: values[1], b: values[2], a: values.count == 4 ? values[3] : 255), .displayP3)
    }

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
    package var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
