import Foundation

/// Every ICC profile this process has looked at, by its bytes: opened once by Little CMS, its
/// matrix/TRC numbers read once, and whether it is sRGB or Display P3 decided once (a gallery of
/// a hundred iPhone screenshots carries one profile a hundred times). Invariant: an entry exists
/// only for bytes that passed `ICCHeader` and that lcms2 opened and can convert to sRGB; failures
/// are remembered too, with their reason.
final class ProfileCache: @unchecked Sendable {
    static let shared = ProfileCache()

    struct Entry: Sendable {
        let lcms: LCMSProfile
        /// Its numbers when our own engine can convert by it; nil for lookup-table profiles.
        let shaper: MatrixShaper?
        let known: ColourSpace.Known?
        let description: String?
    }

    private let lock = NSLock()
    private var entries: [[UInt8]: Result<Entry, ColourProblem>] = [:]
    /// Our own profiles, opened for the references and the equivalence checks.
    private var references: [ColourSpace.Known: LCMSProfile] = [:]

    /// The entry of `profile`, or why there is none.
    func resolve(_ profile: [UInt8]) -> Result<Entry, ColourProblem> {
        lock.lock()
        if let done = entries[profile] { lock.unlock(); return done }
        lock.unlock()
        let made = make(profile)
        lock.lock(); defer { lock.unlock() }
        if entries.count > 256 { entries.removeAll() }   // hostile inputs: never an unbounded cache
        entries[profile] = made
        return made
    }

    func entry(for profile: [UInt8]) -> Entry? { try? resolve(profile).get() }

    /// Little CMS's view of one of our own profiles.
    func reference(_ known: ColourSpace.Known) -> LCMSProfile {
        lock.lock(); defer { lock.unlock() }
        if let done = references[known] { return done }
        guard case .success(let opened) = LCMSProfile.open(known.space.profile) else {
            fatalError("Little CMS cannot read our own \(known.rawValue) profile")
        }
        references[known] = opened
        return opened
    }

    private func make(_ profile: [UInt8]) -> Result<Entry, ColourProblem> {
        if let problem = ICCHeader.problem(profile) { return .failure(problem) }
        let opened: LCMSProfile
        switch LCMSProfile.open(profile) {
        case .success(let p): opened = p
        case .failure(let problem): return .failure(ColourProblem("its ICC profile: \(problem)"))
        }
        let shaper = opened.matrixShaper.flatMap { $0.isIncreasing ? $0 : nil }
        // Our own profiles are what they are; a matrix/TRC profile is compared by its numbers;
        // any other is converted by Little CMS itself and compared.
        if let own = ColourSpace.Known.allCases.first(where: { $0.space.profile == profile }) {
            return .success(Entry(lcms: opened, shaper: shaper, known: own, description: own.rawValue))
        }
        guard LCMSTransform(from: opened, to: reference(.sRGB)) != nil else {
            let why = opened.lastError.map { " (\($0))" } ?? ""
            return .failure(ColourProblem("its ICC profile cannot be converted to sRGB by Little CMS\(why)"))
        }
        var known: ColourSpace.Known?
        if let shaper {
            known = ColourSpace.Known.allCases.first { Self.sameColours(shaper, $0) }
        } else {
            let samples = Self.samples
            guard let asSRGB = opened.convertFloats(samples, to: reference(.sRGB)), asSRGB.allSatisfy(\.isFinite) else {
                let why = opened.lastError.map { " (\($0))" } ?? ""
                return .failure(ColourProblem("its ICC profile cannot be converted to sRGB by Little CMS\(why)"))
            }
            if Self.sameColours(samples, asSRGB) {
                known = .sRGB
            } else if let asP3 = opened.convertFloats(samples, to: reference(.displayP3)), Self.sameColours(samples, asP3) {
                known = .displayP3
            }
        }
        return .success(Entry(lcms: opened, shaper: shaper, known: known, description: opened.description))
    }

    /// A 17-level RGB grid and a 256-level grey ramp, as RGB floats.
    static let samples: [Float] = {
        var out: [Float] = []
        for r in 0...16 { for g in 0...16 { for b in 0...16 { out += [Float(r) / 16, Float(g) / 16, Float(b) / 16] } } }
        for v in 0...255 { out += [Float(v) / 255, Float(v) / 255, Float(v) / 255] }
        return out
    }()

    /// True when no value moved by half a level (of 255) or more: one space under two profiles.
    static func sameColours(_ a: [Float], _ b: [Float]) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) * 255 < 0.5 }
    }

    /// The same test for a matrix/TRC profile against one of ours, by the numbers: the 17-level
    /// grid of codes and the grey ramp, through the profile's curves and both matrices, encoded
    /// by the sRGB curve (ours have it), each within half a level of where it started.
    static func sameColours(_ shaper: MatrixShaper, _ known: ColourSpace.Known) -> Bool {
        guard let inverse = known.primaries.colorantsD50.inverted else { return false }
        let m = inverse * shaper.colorants
        func encode(_ v: Double) -> Double {
            let c = min(max(v, 0), 1)
            return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        func same(_ r: Int, _ g: Int, _ b: Int) -> Bool {
            let linear = SIMD3(Double(shaper.linear[0][r]), Double(shaper.linear[1][g]), Double(shaper.linear[2][b]))
            let out = m * linear
            return abs(encode(out.x) * 255 - Double(r)) < 0.5 && abs(encode(out.y) * 255 - Double(g)) < 0.5
                && abs(encode(out.z) * 255 - Double(b)) < 0.5
        }
        let levels = (0..<16).map { $0 * 16 } + [255]
        for r in levels { for g in levels { for b in levels where !same(r, g, b) { return false } } }
        return (0...255).allSatisfy { same($0, $0, $0) }
    }
}
