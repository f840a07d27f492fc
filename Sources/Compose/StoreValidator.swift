import Foundation
import _Batch
import Mockup

/// Checks a folder of store images as the stores do. Every folder that holds images is a set;
/// a folder named after a preset (`app-store-duo-inner`) is held to that preset's sizes, any
/// other to every size its store accepts. Invariant: `violations` has one line per problem,
/// each naming the file (or the set's folder, for counts).
public struct StoreValidator {
    /// A set folder's findings.
    public struct SetReport: Sendable {
        public var folder: String
        public var store: Store
        public var preset: StorePreset?
        public var images: Int
        /// Each image's colour space, by file (relative to the folder validated).
        public var colours: [String: String] = [:]
    }

    public struct Report: Sendable {
        public var sets: [SetReport] = []
        public var violations: [String] = []
        public var images: Int { sets.reduce(0) { $0 + $1.images } }
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// Validates `directory`; `store` overrides the store each folder's name suggests. Throws one
    /// line when the folder cannot be read or holds no images at all.
    public static func validate(_ directory: String, store: Store? = nil) throws -> Report {
        guard FileBytes.isDirectory(directory) else { throw StoreFolderError.notAFolder(directory) }
        var byFolder: [String: [String]] = [:]
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: directory) else { throw StoreFolderError.cannotRead(directory) }
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                if FileBytes.isDirectory(directory + "/" + relative) { walker.skipDescendants() }
                continue
            }
            guard imageExtensions.contains((name as NSString).pathExtension.lowercased()) else { continue }
            byFolder[(relative as NSString).deletingLastPathComponent, default: []].append(relative)
        }
        guard !byFolder.isEmpty else { throw StoreFolderError.noImages(directory) }
        var report = Report()
        for folder in byFolder.keys.sorted() {
            let files = byFolder[folder]!.sorted()
            let preset = StorePreset.named((folder as NSString).lastPathComponent)
            let setStore = store ?? preset?.store ?? .appStore
            let usablePreset = preset?.store == setStore ? preset : nil
            var set = SetReport(folder: folder, store: setStore, preset: usablePreset, images: files.count)
            for file in files { set.colours[file] = StoreImageColour.read(directory + "/" + file).space }
            report.sets.append(set)
            let shown = directory + (folder.isEmpty ? "" : "/" + folder)
            report.violations += validateSet(folder: shown, files: files.map { directory + "/" + $0 }, store: setStore, preset: usablePreset)
        }
        return report
    }

    /// The violations of one set's images (paths) in `folder`: the count, then each image's.
    /// `checkSizes` false skips the size rules (a set of an explicit size, for no known slot).
    public static func validateSet(folder: String, files: [String], store: Store, preset: StorePreset?,
                                   checkSizes: Bool = true) -> [String] {
        validateSet(folder: folder, files: files, store: store, preset: preset) {
            check($0, store: store, preset: preset, checkSizes: checkSizes)
        }
    }

    /// `validateSet`, each image's violations from `checking` (`check` as `PageCheckCache` keeps it).
    static func validateSet(folder: String, files: [String], store: Store, preset: StorePreset?,
                            checking: (String) -> [String]) -> [String] {
        var out: [String] = []
        let range = StoreRules.count(store: store, preset: preset)
        if !range.contains(files.count) {
            out.append("\(folder): \(files.count) image\(files.count == 1 ? "" : "s"); \(store.rawValue) takes \(range.lowerBound)–\(range.upperBound) per set")
        }
        for file in files { out += checking(file) }
        return out
    }

    /// The violations of one image, one line each. Every pixel is decoded (and dropped), as the
    /// stores do: a file whose header is fine but whose data is cut short or damaged fails.
    public static func check(_ path: String, store: Store, preset: StorePreset?, checkSizes: Bool = true) -> [String] {
        let facts: StoreImageFacts
        do { facts = try StoreImageFacts.read(path) } catch { return ["\(error)"] }
        var out: [String] = []
        if let problem = StoreImageFacts.decodeProblem(path, facts: facts) {
            out.append("\(path): cannot be decoded whole, so the store would refuse it (\(problem))")
        }
        let ext = (path as NSString).pathExtension.lowercased()
        if (facts.format == .png) != (ext == "png") { out.append("\(path): a \(facts.format.rawValue) file named .\(ext)") }
        if facts.hasAlpha { out.append("\(path): has an alpha channel (\(facts.colourModel)); the stores refuse it even when every pixel is opaque") }
        if !facts.isRGB { out.append("\(path): \(facts.colourModel), not RGB") }
        if let problem = StoreImageColour.read(path).problem { out.append(problem) }
        if facts.bitDepth != 8 { out.append("\(path): \(facts.bitDepth) bits per channel; use 8") }
        if let max = StoreRules.maxBytes(store: store, preset: preset), facts.bytes > max {
            out.append("\(path): \(facts.bytes) bytes, over the \(max / (1024 * 1024)) MB limit")
        }
        if !checkSizes { return out }
        if let preset {
            if !preset.accepts(facts.size) {
                if preset.anySizeWithinPlayLimits, let why = StoreRules.playScreenshotSizeProblem(facts.size) {
                    out.append("\(path): \(why)")
                } else {
                    let sizes = preset.sizes.map(\.description) + (preset.landscapeOnly ? [] : preset.sizes.map(\.turned.description))
                    out.append("\(path): \(facts.size) is not a size \(preset.name) accepts (\(sizes.joined(separator: ", ")))")
                }
            }
        } else if store == .googlePlay {
            if let why = StoreRules.playScreenshotSizeProblem(facts.size) { out.append("\(path): \(why)") }
        } else if !StorePreset.all.contains(where: { $0.store == .appStore && $0.accepts(facts.size) }) {
            out.append("\(path): \(facts.size) is not a size App Store Connect accepts for any display (see Docs/Store.md)")
        }
        return out
    }
}
