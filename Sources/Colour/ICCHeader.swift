/// What an ICC profile's 128-byte header and tag count say, read with every offset checked,
/// before Little CMS is given the bytes: enough to name why a profile cannot describe RGB pixels
/// (truncated, not a profile, CMYK, grey, a device link). Invariant: `problem` is nil only for
/// bytes whose header declares an RGB input, display or colour-space profile no longer than the
/// bytes, with a tag table that fits inside it.
package enum ICCHeader {
    public static func problem(_ bytes: [UInt8]) -> ColourProblem? {
        guard bytes.count >= 132 else {
            return ColourProblem("its ICC profile is truncated (\(bytes.count) bytes, shorter than a profile's header)")
        }
        guard signature(bytes, at: 36) == "acsp" else {
            return ColourProblem("its ICC profile is not one (no 'acsp' signature)")
        }
        let declared = be32(bytes, 0)
        guard declared >= 132 else { return ColourProblem("its ICC profile declares an impossible size (\(declared) bytes)") }
        guard declared <= bytes.count else {
            return ColourProblem("its ICC profile is truncated (it declares \(declared) bytes, holds \(bytes.count))")
        }
        let tags = be32(bytes, 128)
        guard tags <= (declared - 132) / 12 else {
            return ColourProblem("its ICC profile is truncated (\(tags) tags do not fit in \(declared) bytes)")
        }
        let space = signature(bytes, at: 16), kind = signature(bytes, at: 12)
        guard space == "RGB " else {
            let named = ["CMYK": "a CMYK", "GRAY": "a grey", "Lab ": "a Lab", "XYZ ": "an XYZ", "YCbr": "a YCbCr"][space]
                ?? "a '\(printable(space))'"
            return ColourProblem("its ICC profile is \(named) profile; only an RGB profile describes RGB pixels")
        }
        guard ["mntr", "scnr", "spac"].contains(kind) else {
            let named = ["link": "a device link", "abst": "an abstract", "nmcl": "a named-colour", "prtr": "a printer"][kind]
                ?? "a '\(printable(kind))'"
            return ColourProblem("its ICC profile is \(named) profile, not one of an RGB image")
        }
        return nil
    }

    static func be32(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }

    static func signature(_ b: [UInt8], at i: Int) -> String {
        String(decoding: b[i..<i + 4], as: UTF8.self)
    }

    static func printable(_ s: String) -> String {
        String(s.unicodeScalars.map { (32...126).contains($0.value) ? Character($0) : "?" })
    }
}

/// Why an image's colour information was not used, in words that follow the file's name
/// ("its ICC profile is a CMYK profile; …"). Invariant: one line.
public struct ColourProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ text: String) {
        description = String(text.map { $0.isNewline ? " " : $0 })
    }
}
