import Codecs

/// An RGB colour space pixels are in: a name, the ICC profile that says so, and which of the
/// two spaces the tool writes itself it is, if either. Invariant: `profile` opens in Little CMS
/// as an RGB profile (checked when it was read), and `known` is set exactly when converting by
/// it to that space moves no colour by half a level or more; two spaces are equal when both are
/// the same known space or their profiles are the same bytes.
public struct ColourSpace: Sendable, Hashable, CustomStringConvertible {
    /// The spaces with a compact profile of our own.
    public enum Known: String, Sendable, CaseIterable {
        case sRGB = "sRGB"
        case displayP3 = "Display P3"

        public var primaries: RGBPrimaries { self == .sRGB ? .sRGB : .displayP3 }
        public var space: ColourSpace { self == .sRGB ? .sRGB : .displayP3 }
    }

    public let name: String
    public let profile: [UInt8]
    public let known: Known?

    init(name: String, profile: [UInt8], known: Known?) {
        self.name = name; self.profile = profile; self.known = known
    }

    /// IEC 61966-2-1, with our 480-byte profile: what untagged pixels are.
    public static let sRGB = ColourSpace(
        name: "sRGB", profile: ICCProfileWriter.matrixShaper(description: "sRGB", primaries: .sRGB, curve: .sRGB),
        known: .sRGB)
    /// Apple's Display P3 (P3 primaries, D65, the sRGB curve), with our profile of it.
    public static let displayP3 = ColourSpace(
        name: "Display P3",
        profile: ICCProfileWriter.matrixShaper(description: "Display P3", primaries: .displayP3, curve: .sRGB),
        known: .displayP3)
    /// Adobe RGB (1998), for JPEGs whose EXIF says so and have no profile.
    public static let adobeRGB = ColourSpace(
        name: "Adobe RGB (1998)",
        profile: ICCProfileWriter.matrixShaper(description: "Adobe RGB (1998)", primaries: .adobeRGB,
                                               curve: .gamma(563.0 / 256)),
        known: nil)

    public static func == (a: ColourSpace, b: ColourSpace) -> Bool {
        if let k = a.known, let l = b.known { return k == l }
        return a.known == nil && b.known == nil && a.profile == b.profile
    }

    public func hash(into hasher: inout Hasher) {
        if let known { hasher.combine(known.rawValue) } else { hasher.combine(profile) }
    }

    public var description: String { name }

    /// The colour chunks an output in this space carries: its ICC profile, under a PNG keyword
    /// made of the name's printable ASCII (at most 79 characters, as PNG allows).
    public var colourInfo: ColourInfo {
        var keyword = String(name.unicodeScalars.map { (32...126).contains($0.value) ? Character($0) : " " })
        while keyword.contains("  ") { keyword = keyword.replacingOccurrences(of: "  ", with: " ") }
        keyword = String(keyword.trimmingCharacters(in: .whitespaces).prefix(79)).trimmingCharacters(in: .whitespaces)
        return ColourInfo(iccProfile: ICCProfile(name: keyword.isEmpty ? "ICC profile" : keyword, bytes: profile))
    }

    /// True when this is a matrix/TRC space whose colorants are those of `primaries` (within
    /// 0.003 in XYZ, whatever its curve): what a video's colour tags can say of it.
    public func hasPrimaries(_ primaries: RGBPrimaries) -> Bool {
        if let known { return known.primaries == primaries }
        guard let shaper = ProfileCache.shared.entry(for: profile)?.shaper else { return false }
        let expected = primaries.colorantsD50
        return (0..<3).allSatisfy { c in
            let d = shaper.colorants.column(c) - expected.column(c)
            return max(abs(d.x), abs(d.y), abs(d.z)) <= 0.003
        }
    }
}

import Foundation
