import Foundation

/// The conversions this process has built, by their two spaces: tables or an lcms2 transform are
/// made once however many images go the same way. Invariant: an engine is built only for two
/// spaces that differ, each with a profile `ProfileCache` accepts (every `ColourSpace` has one).
final class ConversionCache: @unchecked Sendable {
    static let shared = ConversionCache()

    private struct Pair: Hashable { let source: ColourSpace, target: ColourSpace }
    private let lock = NSLock()
    private var engines: [Pair: ColourConversion.Engine] = [:]

    func engine(from source: ColourSpace, to target: ColourSpace) -> ColourConversion.Engine {
        let pair = Pair(source: source, target: target)
        lock.lock()
        if let done = engines[pair] { lock.unlock(); return done }
        lock.unlock()
        let made = build(from: source, to: target)
        lock.lock(); defer { lock.unlock() }
        if engines.count > 64 { engines.removeAll() }
        engines[pair] = made
        return made
    }

    private func build(from source: ColourSpace, to target: ColourSpace) -> ColourConversion.Engine {
        // Neither can fail for a ColourSpace (its profile was accepted when it was made); if
        // one ever did, the pixels are left as they are rather than the process stopped.
        guard let from = ProfileCache.shared.entry(for: source.profile),
              let to = ProfileCache.shared.entry(for: target.profile) else { return .identity }
        if let a = from.shaper, let b = to.shaper, b.colorants.inverted != nil {
            return .tables(ConversionTables(from: a, to: b))
        }
        return LCMSTransform(from: from.lcms, to: to.lcms).map { .littleCMS($0) } ?? .identity
    }
}
