import Codecs

/// The colour space an image's pixels are in, as its colour chunks say, and what said so. In
/// order: an ICC profile (PNG iCCP, JPEG APP2), the PNG sRGB chunk, PNG gAMA and cHRM, the EXIF
/// colour space; nothing means sRGB. Invariant: a profile or chunks that cannot be used leave
/// `space` sRGB and `problem` saying why, in one line to follow the file's name.
public struct ColourResolution: Sendable, Equatable {
    public var space: ColourSpace
    /// What the space was read from: "ICC profile 'Display P3'", "sRGB chunk", "untagged", …
    public var source: String
    /// Why the image's colour information was not used, when it was not.
    public var problem: ColourProblem?

    public init(space: ColourSpace, source: String, problem: ColourProblem? = nil) {
        self.space = space; self.source = source; self.problem = problem
    }

    /// The warning for a file, when there is one: "FILE: its ICC profile …; taken as sRGB".
    public func warning(file: String) -> String? {
        problem.map { "\(file): \($0); taken as sRGB" }
    }
}

extension ColourSpace {
    /// The space of pixels that came with `info`.
    public static func of(_ info: ColourInfo) -> ColourResolution {
        if let profile = info.iccProfile {
            switch ProfileCache.shared.resolve(profile.bytes) {
            case .failure(let problem):
                return ColourResolution(space: .sRGB, source: "untagged", problem: problem)
            case .success(let entry):
                let label = "ICC profile '\(entry.description ?? profile.name)'"
                if let known = entry.known { return ColourResolution(space: known.space, source: label) }
                return ColourResolution(space: ColourSpace(name: entry.description ?? profile.name, profile: profile.bytes,
                                                           known: nil), source: label)
            }
        }
        if info.iccProfileDropped {
            return ColourResolution(space: .sRGB, source: "untagged",
                                    problem: ColourProblem("its ICC profile was refused by libpng"))
        }
        if info.sRGBIntent != nil { return ColourResolution(space: .sRGB, source: "sRGB chunk") }
        if info.gamma != nil || info.chromaticities != nil { return fromChunks(info) }
        switch info.exifColourSpace {
        case .adobeRGB: return ColourResolution(space: .adobeRGB, source: "EXIF colour space Adobe RGB")
        case .sRGB: return ColourResolution(space: .sRGB, source: "EXIF colour space sRGB")
        case nil: return ColourResolution(space: .sRGB, source: "untagged")
        }
    }

    /// PNG gAMA and cHRM: the primaries cHRM gives (sRGB's without it) and the power gAMA gives
    /// (the sRGB curve without it). A gamma of 1/2.2 on sRGB's primaries is sRGB, as the PNG
    /// specification lets decoders take it (and libpng does).
    static func fromChunks(_ info: ColourInfo) -> ColourResolution {
        var primaries = RGBPrimaries.sRGB
        if let c = info.chromaticities {
            let k = 100_000.0
            guard let given = RGBPrimaries(red: SIMD2(Double(c.redX) / k, Double(c.redY) / k),
                                           green: SIMD2(Double(c.greenX) / k, Double(c.greenY) / k),
                                           blue: SIMD2(Double(c.blueX) / k, Double(c.blueY) / k),
                                           white: SIMD2(Double(c.whiteX) / k, Double(c.whiteY) / k)) else {
                return ColourResolution(space: .sRGB, source: "untagged",
                                        problem: ColourProblem("its cHRM chunk names impossible primaries"))
            }
            primaries = given
        }
        var curve = TransferCurve.sRGB
        if let g = info.gamma {
            guard g >= 10_000 && g <= 1_000_000 else {
                return ColourResolution(space: .sRGB, source: "untagged",
                                        problem: ColourProblem("its gAMA chunk gives an unusable gamma (\(g))"))
            }
            if abs(Double(g) - 45_455) > 500 { curve = .gamma(100_000 / Double(g)) }
        }
        let source = [info.gamma.map { "gAMA \(Double($0) / 100_000)" }, info.chromaticities.map { _ in "cHRM" }]
            .compactMap { $0 }.joined(separator: " and ")
        if curve == .sRGB {
            if primaries.isClose(to: .sRGB, tolerance: 0.001) { return ColourResolution(space: .sRGB, source: source) }
            if primaries.isClose(to: .displayP3, tolerance: 0.001) { return ColourResolution(space: .displayP3, source: source) }
        }
        let name = "RGB from PNG " + source
        return ColourResolution(space: ColourSpace(name: name, profile: ICCProfileWriter.matrixShaper(
            description: name, primaries: primaries, curve: curve), known: nil), source: source)
    }
}
