import Foundation
import _Support

/// Every file a compose run of a storefile reads, or would read were it there: the storefile, its
/// strings (a catalog, and each `.strings` pattern at every spelling of every locale, so that a
/// locale's file made later is seen), every device's capture and cover at every candidate path of
/// every locale (a locale's own capture added later replaces the fallback), image backgrounds,
/// caption fonts, and the bezel art. What `ComposeWatch` polls. Invariant: sorted, no repeats.
public enum ComposeInputs {
    /// The files for `storefile` as loaded (its locales after the filter), with `painter`'s fonts
    /// and the run's bezel art (`ComposeReport.bezelFiles`).
    public static func files(storefilePath: String, storefile: Storefile, painter: CaptionPainter?,
                             bezelFiles: [String]) -> [String] {
        var files: Set<String> = [storefilePath]
        let locales = storefile.locales + [storefile.sourceLocale]
        for pattern in storefile.strings {
            if !pattern.contains("{locale}") { files.insert(pattern); continue }
            for locale in locales {
                for spelling in locale.patternCandidates { files.insert(pattern.replacingOccurrences(of: "{locale}", with: spelling)) }
            }
        }
        for set in storefile.sets {
            for page in set.pages {
                for device in page.devices {
                    for pattern in [device.capture] + (device.cover.map { [$0] } ?? []) {
                        for locale in locales {
                            files.formUnion(CapturePattern.candidates(pattern, locale: locale, source: storefile.sourceLocale))
                        }
                    }
                }
                if case .image(let path, _, _) = page.style.background { files.insert(path) }
                if let painter { files.formUnion(painter.fontFiles(for: page.style.caption)) }
            }
        }
        files.formUnion(bezelFiles)
        return files.sorted()
    }
}

extension ComposeInputs {
    /// The files under `folder` (its subfolders to `depth` levels, at most `limit` files), hidden
    /// names and `excluding` (the output folder) left out: what a watch polls while the storefile
    /// has never loaded, so that fixing the strings file that broke it is seen too.
    public static func files(under folder: String, excluding: String, depth: Int = 3, limit: Int = 2000) -> [String] {
        let manager = FileManager.default
        let skipped = PathText.absolute(excluding, in: manager.currentDirectoryPath)
        var out: [String] = []
        var folders = [(folder, 0)]
        while let next = folders.popLast(), out.count < limit {
            let (current, level) = next
            guard let names = try? manager.contentsOfDirectory(atPath: current) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = current + "/" + name
                if PathText.absolute(path, in: manager.currentDirectoryPath) == skipped { continue }
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if level < depth { folders.append((path, level + 1)) }
                } else if out.count < limit {
                    out.append(path)
                }
            }
        }
        return out.sorted()
    }
}
