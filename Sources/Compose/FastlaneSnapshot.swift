import Foundation
import _Batch

/// A capture taken by fastlane `snapshot`, read where snapshot leaves it:
/// `<folder>/<language>/<device>-<name>.png` (`fastlane/screenshots/de-DE/iPhone 15 Pro-01Hero.png`;
/// older releases wrote the device without spaces, `iPhone15Pro-01Hero.png`). The language
/// folders are matched like strings tables (the same code, the language, another region), and
/// a locale with no shot of its own falls back to the source locale's. Invariant: `folder` is
/// resolved against the storefile's folder; `name` is not empty.
public struct FastlaneSnapshot: Sendable, Equatable {
    public var folder: String
    /// The name given to `snapshot("…")` in the UI test.
    public var name: String
    /// The simulator's name, compared without spaces and case; nil: the only device with a shot
    /// called `name` in the folder.
    public var device: String?

    public init(folder: String, name: String, device: String? = nil) {
        self.folder = folder; self.name = name; self.device = device
    }

    /// What a look for one locale's shot found.
    public enum Lookup: Sendable, Equatable {
        case found(String)
        /// No shot: the language folders looked in (or the locale folder that was not there).
        case missing(tried: [String])
        /// Several devices have a shot of this name in `folder`, and no `device` picks one.
        case ambiguous(folder: String, devices: [String])

        public var path: String? { if case .found(let p) = self { p } else { nil } }
    }

    /// The pattern shown in messages and kept as the device's `capture`.
    public var pattern: String { folder + "/{locale}/" + (device ?? "*") + "-" + name + ".png" }

    /// The shot for `locale`: in its language folder, else in the source locale's.
    public func lookup(locale: LocaleCode, source: LocaleCode) -> Lookup {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let languages = entries.filter { !$0.hasPrefix(".") && FileBytes.isDirectory(folder + "/" + $0) }.sorted()
        var tried: [String] = []
        for wanted in [locale, source] {
            guard let language = wanted.bestMatch(in: languages) else {
                let missing = folder + "/" + wanted.code
                if !tried.contains(missing) { tried.append(missing) }
                continue
            }
            let dir = folder + "/" + language
            if tried.contains(dir) { continue }
            tried.append(dir)
            let shots = self.shots(in: dir)
            if shots.count == 1 { return .found(dir + "/" + shots[0].file) }
            if shots.count > 1 { return .ambiguous(folder: dir, devices: shots.map(\.device)) }
        }
        return .missing(tried: tried)
    }

    /// The files of `dir` that snapshot named for `name` (from `device` when given), by name.
    func shots(in dir: String) -> [(file: String, device: String)] {
        let suffix = "-" + name + ".png"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
        return files.compactMap { file in
            guard file.hasSuffix(suffix), file.count > suffix.count, FileBytes.isRegularFile(dir + "/" + file) else { return nil }
            let shotDevice = String(file.dropLast(suffix.count))
            if let device, Self.deviceKey(device) != Self.deviceKey(shotDevice) { return nil }
            return (file, shotDevice)
        }
    }

    /// A device name as compared: without spaces, in lower case (`iPhone 15 Pro` is `iPhone15Pro`).
    static func deviceKey(_ name: String) -> String { String(name.filter { !$0.isWhitespace }).lowercased() }
}
