import _Support
import Codecs
import _Batch
import Motion

/// The storefile's locale-dependent inputs and transparent pages, checked where they are
/// written: `localeStyles`, image backgrounds with `{locale}`, captures read from a fastlane
/// snapshot folder, and `"background": "none"` where a store or JPEG cannot take it.
extension StorefileChecker {
    static let snapshotKeys = ["fastlane", "name", "device"]

    /// `localeStyles`: an object from locale (matched like strings tables) to a style override.
    /// Each key must be the closest entry for at least one of `locales` (the storefile's list,
    /// before any filter), and each override is checked as a style at `localeStyles.<key>`.
    mutating func checkLocaleStyles(_ v: JSONValue, locales: [LocaleCode]) -> [(locale: String, style: JSONValue)] {
        guard case .object(let entries) = v, !entries.isEmpty else {
            problem("localeStyles", "expected an object from locale to style, e.g. {\"ja\": {\"caption\": {\"fonts\": [\"Hiragino Sans\"]}}}, got \(v.kind)")
            return []
        }
        let keys = entries.keys.sorted()
        var out: [(locale: String, style: JSONValue)] = []
        var seen: [String: String] = [:]
        for key in keys {
            let place = join("localeStyles", key)
            if let other = seen[LocaleCode(key).normalised] {
                problem(place, "\(key) is \(other) again, spelled another way; give each locale one entry")
                continue
            }
            seen[LocaleCode(key).normalised] = key
            checkStyle(entries[key]!, place)
            out.append((key, entries[key]!))
        }
        let taken = Set(locales.compactMap { $0.bestMatch(in: out.map(\.locale)) })
        for entry in out where !taken.contains(entry.locale) {
            var message = "no locale takes this style: \(entry.locale) matches none of the locales (\(locales.map(\.code).joined(separator: ", ")))"
                + " better than another entry"
            if let near = nearest(to: entry.locale, among: locales.map(\.code)) { message += "; did you mean \(near)?" }
            problem(join("localeStyles", entry.locale), message)
        }
        return out
    }

    /// An image background's path: a plain path must exist; one with `{locale}` must resolve for
    /// every locale composed, as a capture does (the locale's spellings, then the source locale's).
    mutating func checkLocaleImage(_ path: String, _ place: String) {
        guard path.contains("{locale}") else {
            if !FileBytes.isRegularFile(path) { problem(place, "\(path) does not exist") }
            return
        }
        for locale in lookupLocales where CapturePattern.resolve(path, locale: locale, source: sourceLocale) == nil {
            problem(place, "no image for \(locale) and none to fall back to: tried "
                    + CapturePattern.candidates(path, locale: locale, source: sourceLocale).joined(separator: ", "))
        }
    }

    /// True when a capture is written as an object (a fastlane snapshot).
    func isSnapshot(_ v: JSONValue) -> Bool { if case .object = v { true } else { false } }

    /// `"capture": {"fastlane": "fastlane/screenshots", "name": "01Hero", "device": "iPhone 15 Pro"}`:
    /// nil when the capture is a path (or the object is wrong, each mistake recorded); a shot
    /// missing or ambiguous for a locale is recorded and the snapshot still returned.
    mutating func snapshotCapture(_ v: JSONValue, _ place: String, locales: [LocaleCode], source: LocaleCode) -> FastlaneSnapshot? {
        guard case .object(let f) = v else { return nil }
        unknownKeys(f, allowed: Self.snapshotKeys, place: place)
        guard let folderValue = f["fastlane"] else {
            problem(join(place, "fastlane"), "missing: expected fastlane snapshot's output folder, e.g. \"fastlane/screenshots\"")
            return nil
        }
        guard let folder = string(folderValue, join(place, "fastlane")).map(resolve) else { return nil }
        if !FileBytes.isDirectory(folder) { problem(join(place, "fastlane"), "\(folder) is not a folder"); return nil }
        guard let nameValue = f["name"] else {
            problem(join(place, "name"), "missing: expected the name the UI test gave snapshot(\"…\"), e.g. \"01Hero\"")
            return nil
        }
        guard let name = string(nameValue, join(place, "name")) else { return nil }
        if name.isEmpty || name.contains("/") { problem(join(place, "name"), "a snapshot's name is part of a file name: not empty, no '/'"); return nil }
        let device = f["device"].flatMap { string($0, join(place, "device")) }
        let snapshot = FastlaneSnapshot(folder: folder, name: name, device: device)
        for locale in locales {
            switch snapshot.lookup(locale: locale, source: source) {
            case .found: break
            case .missing(let tried):
                problem(place, "no snapshot \(device.map { "from \($0) " } ?? "")named \(name) for \(locale) and none to fall back to: "
                        + "looked for <device>-\(name).png in \(tried.joined(separator: ", "))")
            case .ambiguous(let dir, let devices):
                problem(place, "\(dir) holds \(name) from \(devices.count) devices (\(devices.joined(separator: ", "))); "
                        + "give \"device\" to pick one")
            }
        }
        return snapshot
    }

    /// A transparent page (`"background": "none"`, in any locale) in a set with a store preset is
    /// refused (App Store Connect and Play take no alpha channel), once per set; in a JPEG
    /// storefile, once; on a page playing a recording (its video is drawn without alpha), per page.
    mutating func checkTransparentPages(_ sets: [StoreSet], format: ImageFormat) {
        var reportedFormat = false
        for set in sets {
            for page in set.pages {
                let styles: [(locale: String?, style: PageStyle)] = [(nil, page.style)] + page.localeStyles.map { ($0.locale, $0.style) }
                guard let clear = styles.first(where: { $0.style.background == .transparent }) else { continue }
                let place = join(page.place, "style.background"), who = clear.locale.map { "\($0): " } ?? ""
                if let preset = set.preset {
                    problem(place, "\(who)\"none\" makes a transparent page, which \(preset.name) cannot take: "
                            + "\(preset.store == .googlePlay ? "Google Play" : "the App Store") refuses an alpha channel; "
                            + "give the set a \"size\" instead of a preset for pages for the web")
                    break
                }
                if format == .jpeg && !reportedFormat {
                    problem(place, "\(who)\"none\" makes a transparent page, and JPEG has no alpha channel; set \"format\": \"png\"")
                    reportedFormat = true
                }
                if let playing = page.devices.first(where: { Recording.isRecording($0.capture) }) {
                    problem(place, "\(who)\"none\" makes a transparent page, but this page plays \(playing.capture) and becomes a video, "
                            + "which is drawn without an alpha channel; give it a background")
                }
            }
        }
    }
}
