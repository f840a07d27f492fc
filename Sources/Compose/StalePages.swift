import Foundation
import _Batch
import _Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pages an earlier compose run wrote into OUTDIR that the storefile no longer makes (a page
/// removed or renamed, a set or locale dropped, a spread that lost a page), found through the
/// stamps that run left. Such a page would otherwise be uploaded with the others by a tool that
/// takes every file of a set's folder. Invariant: only a page whose bytes are still those its
/// stamp records, written by the same storefile, is removed; an edited page, another storefile's
/// page (two storefiles may share OUTDIR), a page of a locale outside `locales`, and any file no
/// stamp names are left alone.
package struct StalePages {
    /// The stamps found before the run wrote anything: path relative to the stamps folder → stamp.
    private(set) var stamps: [String: PageStamp] = [:]

    /// Where compose keeps its stamps inside OUTDIR.
    static let stampsFolder = OutputSafety.reservedFolder + "/store-stamps"

    /// The name stamps record for the storefile at `storefile`: its path from OUTDIR, both made
    /// absolute from the current folder, so that it stays the same wherever the project is
    /// checked out.
    public static func owner(storefile: String, outputDirectory: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        return PathText.relative(PathText.absolute(storefile, in: here), from: PathText.absolute(outputDirectory, in: here))
    }

    /// Reads every stamp under OUTDIR's stamps folder written by `owner` whose first path segment
    /// (its locale) is in `locales` (every one when nil). Unreadable or malformed stamps, and
    /// those of other storefiles or of none, are skipped.
    init(safety: OutputSafety, owner: String, locales: Set<String>?) {
        guard let root = try? safety.resolve(Self.stampsFolder, allowReserved: true),
              let walker = FileManager.default.enumerator(atPath: root) else { return }
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".stamp") else { continue }
            if let locales, let locale = relative.split(separator: "/").first, !locales.contains(String(locale)) { continue }
            let path = root + "/" + relative
            guard FileBytes.isRegularFileItself(path), let bytes = try? FileBytes.read(path),
                  let stamp = PageStamp(text: String(decoding: bytes, as: UTF8.self)), stamp.owner == owner else { continue }
            stamps[relative] = stamp
        }
    }

    /// What `remove` did: pages removed, and pages kept because they changed since they were written.
    struct Outcome: Equatable {
        var removed: [String] = []
        var keptChanged: [String] = []
    }

    /// Removes the pages the stamps name that are not in `current` (this run's outputs, relative
    /// to OUTDIR) and are unchanged, then the stamps that are not in `currentStamps` (relative to
    /// the stamps folder), then the folders those removals left empty.
    func remove(keeping current: Set<String>, currentStamps: Set<String>, safety: OutputSafety) -> Outcome {
        var outcome = Outcome()
        var emptied: Set<String> = []
        var seen: Set<String> = []
        let currentByName = Dictionary(grouping: current, by: SameFileNames<String>.key)
        let currentStampsByName = Dictionary(grouping: currentStamps, by: SameFileNames<String>.key)
        /// True when `path` (the stale `name`, resolved) is one of this run's own files under
        /// another spelling: on a Mac `Phone/01-a.png` is the `phone/01-a.png` just written.
        func isCurrent(_ name: String, at path: String, among byName: [String: [String]], under folder: String = "") -> Bool {
            guard let twins = byName[SameFileNames<String>.key(name)], let id = FileIdentity(path: path) else { return false }
            return twins.contains { twin in
                (try? safety.resolve(folder + twin, allowReserved: !folder.isEmpty)).flatMap { FileIdentity(path: $0) } == id
            }
        }
        for relative in stamps.keys.sorted() {
            for page in stamps[relative]!.pages where !current.contains(page.file) && seen.insert(page.file).inserted {
                // `resolve` keeps the path inside OUTDIR, out of the reserved folder and off every input.
                guard let path = try? safety.resolve(page.file), FileBytes.isRegularFileItself(path),
                      !isCurrent(page.file, at: path, among: currentByName) else { continue }
                guard (try? ContentHash.ofFile(path).hex) == page.hash else {
                    outcome.keptChanged.append(page.file)
                    continue
                }
                if unlink(path) == 0 {
                    outcome.removed.append(page.file)
                    emptied.insert(PathText.folder(page.file))
                }
            }
            guard !currentStamps.contains(relative),
                  let path = try? safety.resolve(Self.stampsFolder + "/" + relative, allowReserved: true),
                  FileBytes.isRegularFileItself(path),
                  !isCurrent(relative, at: path, among: currentStampsByName, under: Self.stampsFolder + "/"),
                  unlink(path) == 0 else { continue }
            emptied.insert(PathText.folder(Self.stampsFolder + "/" + relative))
        }
        // Deepest first; `rmdir` leaves any folder that still holds something.
        for folder in emptied.sorted(by: { $0.count > $1.count }) {
            var f = folder
            while !f.isEmpty && f != "." && f != Self.stampsFolder && f != OutputSafety.reservedFolder {
                guard let path = try? safety.resolve(f, allowReserved: true), rmdir(path) == 0 else { break }
                f = PathText.folder(f)
            }
        }
        return outcome
    }
}
