import _Support
import DuoMockup
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The frames folder of a sweep holds one sweep: frames an earlier sweep left that this one did
/// not write are removed, so the folder and the page agree.
enum SweepFrames {
    /// Removes every regular `.png` file in `folder` whose name is not in `keeping`.
    static func removeStale(in folder: String, keeping: Set<String>) {
        guard let handle = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            names.append(name)
        }
        closedir(handle)
        let keptByName = Dictionary(grouping: keeping, by: SameFileNames<String>.key)
        for name in names where name.lowercased().hasSuffix(".png") && !keeping.contains(name) {
            let path = folder + "/" + name
            // On a Mac a listed `Home-book-180.png` can be the `home-book-180.png` this sweep wrote.
            if let twins = keptByName[SameFileNames<String>.key(name)], let id = FileIdentity(path: path),
               twins.contains(where: { FileIdentity(path: folder + "/" + $0) == id }) { continue }
            if FileBytes.isRegularFileItself(path) { unlink(path) }
        }
    }
}
