import Foundation
import Codecs
import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The screens found in bezel art without a manifest, remembered between runs so that a render
/// reads only the art its pose needs instead of decoding the whole folder every time.
/// Invariant: an entry speaks for a file only while the file's size and modification time are
/// those recorded; anything else about the file is examined again.
struct ScreenCache {
    /// What examining one file found: its art size, and its screen and pose, or why it is none.
    struct Entry: Equatable {
        var size: Int64, modifiedSeconds: Int, modifiedNanoseconds: Int
        var artWidth: Int, artHeight: Int
        var screen: PixelRect?
        var cornerRadius: Double
        var pose: Pose?
        var problem: String?
    }

    /// The file the cache lives in; nil when caching is off.
    let path: String?
    private(set) var entries: [String: Entry] = [:]
    private var changed = false

    /// The most files remembered; the oldest lines go first when there are more.
    static let capacity = 2000

    /// The user's cache: `$XDG_CACHE_HOME/duo-mockup/screens-v1.tsv` when that is set, else the
    /// system's place for caches under HOME: `~/Library/Caches/duo-mockup/…` on macOS,
    /// `~/.cache/duo-mockup/…` elsewhere; off when neither variable is set or `DUO_MOCKUP_CACHE=off`.
    static func standard(environment: [String: String], macOS: Bool = ScreenCache.onMacOS) -> ScreenCache {
        if environment["DUO_MOCKUP_CACHE"] == "off" { return ScreenCache(path: nil) }
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + (macOS ? "/Library/Caches" : "/.cache")
        } else {
            return ScreenCache(path: nil)
        }
        return ScreenCache(path: base + "/duo-mockup/screens-v1.tsv")
    }

    /// True when built for macOS, whose caches live in ~/Library/Caches.
    #if os(macOS)
    static let onMacOS = true
    #else
    static let onMacOS = false
    #endif

    init(path: String?) {
        self.path = path
        guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        for line in text.split(separator: "\n") {
            if let (file, entry) = ScreenCache.parse(line) { entries[file] = entry }
        }
    }

    /// The size and modification time of a file, as the cache compares them.
    static func identity(of file: String) -> (size: Int64, seconds: Int, nanoseconds: Int)? {
        var st = stat()
        guard stat(file, &st) == 0 else { return nil }
        #if canImport(Darwin)
        return (Int64(st.st_size), Int(st.st_mtimespec.tv_sec), Int(st.st_mtimespec.tv_nsec))
        #else
        return (Int64(st.st_size), Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec))
        #endif
    }

    /// The entry for `file` when it still describes the file as it is now.
    func entry(for file: String) -> Entry? {
        guard path != nil, let e = entries[file], let id = ScreenCache.identity(of: file),
              id.size == e.size, id.seconds == e.modifiedSeconds, id.nanoseconds == e.modifiedNanoseconds
        else { return nil }
        return e
    }

    /// Remembers what examining `file` found.
    mutating func record(_ file: String, report: BezelFileReport) {
        guard path != nil, let id = ScreenCache.identity(of: file), let size = report.artSize,
              !file.contains("\t"), !file.contains("\n") else { return }
        let entry = Entry(size: id.size, modifiedSeconds: id.seconds, modifiedNanoseconds: id.nanoseconds,
                          artWidth: size.width, artHeight: size.height, screen: report.screen?.rect,
                          cornerRadius: report.screen?.cornerRadius ?? 0, pose: report.pose, problem: report.problem)
        if entries[file] != entry {
            entries[file] = entry
            changed = true
        }
    }

    /// Writes the cache back when something was learnt; a cache that cannot be written is
    /// silently skipped (it only saves time).
    func save() {
        guard changed, let path else { return }
        guard (try? Folders.create(String(path[..<path.lastIndex(of: "/")!]))) != nil else { return }
        let lines = entries.sorted { $0.key < $1.key }.suffix(ScreenCache.capacity).map { ScreenCache.line($0.key, $0.value) }
        try? AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: path)
    }

    /// One line: file, size, mtime (s, ns), art size, screen x y w h (or -), radius, pose (or -), problem.
    static func line(_ file: String, _ e: Entry) -> String {
        let screen = e.screen.map { "\($0.x)\t\($0.y)\t\($0.width)\t\($0.height)" } ?? "-\t-\t-\t-"
        let problem = (e.problem ?? "").replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
        return [file, String(e.size), String(e.modifiedSeconds), String(e.modifiedNanoseconds),
                String(e.artWidth), String(e.artHeight), screen, String(e.cornerRadius),
                e.pose?.rawValue ?? "-", problem].joined(separator: "\t")
    }

    static func parse(_ line: Substring) -> (String, Entry)? {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count == 13, let size = Int64(f[1]), let s = Int(f[2]), let ns = Int(f[3]),
              let w = Int(f[4]), let h = Int(f[5]), let radius = Double(f[10]) else { return nil }
        var screen: PixelRect?
        if let x = Int(f[6]), let y = Int(f[7]), let sw = Int(f[8]), let sh = Int(f[9]), sw > 0, sh > 0 {
            screen = PixelRect(x: x, y: y, width: sw, height: sh)
        }
        let pose = f[11] == "-" ? nil : Pose(rawValue: f[11])
        if f[11] != "-" && pose == nil { return nil }
        return (f[0], Entry(size: size, modifiedSeconds: s, modifiedNanoseconds: ns, artWidth: w, artHeight: h,
                            screen: screen, cornerRadius: radius, pose: pose, problem: f[12].isEmpty ? nil : f[12]))
    }
}
