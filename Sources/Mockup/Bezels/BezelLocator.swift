import Foundation

extension BezelSet {
    /// The folder name Apple's art is kept under on a Mac, and under the XDG data home.
    public static let userFolderName = "apple-duo-bezels"
    /// The environment variable that names a bezel folder.
    public static let environmentVariable = "DUO_BEZELS"

    /// Where the bezel art is, in order: `explicit` (a folder the caller names), `DUO_BEZELS`,
    /// `~/Library/Application Support/apple-duo-bezels/`, `${XDG_DATA_HOME:-~/.local/share}/apple-duo-bezels/`,
    /// then the bundled `Bezels.example` (`isExample` true). A folder given explicitly or by the
    /// environment must exist; the two user folders count when they hold a PNG or a manifest.
    /// Returns the folder and where it came from.
    public static func locate(explicit: String?, environment: [String: String])
        throws -> (directory: String, origin: BezelFolderOrigin, isExample: Bool) {
        if let explicit {
            guard isFolder(explicit) else { throw BezelError.noSuchFolder(explicit, namedBy: nil) }
            return (explicit, .given, false)
        }
        if let named = environment[environmentVariable], !named.isEmpty {
            guard isFolder(named) else { throw BezelError.noSuchFolder(named, namedBy: environmentVariable) }
            return (named, .environment, false)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        var looked: [String] = []
        if let home {
            let mac = join(join(home, "Library/Application Support"), userFolderName)
            looked.append(mac)
            if holdsArt(mac) { return (mac, .applicationSupport, false) }
        }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? home.map { join($0, ".local/share") }
        if let dataHome {
            let xdg = join(dataHome, userFolderName)
            looked.append(xdg)
            if holdsArt(xdg) { return (xdg, .dataHome, false) }
        }
        if let example = bundledExampleDirectory { return (example, .example, true) }
        throw BezelError.noArtFound(looked: looked, environmentVariable: environmentVariable)
    }

    /// The bundled example folder: `Bezels.example` next to the executable or in one of its parent
    /// folders (from `.build/<config>/duo-mockup` that is the package root), else the package root
    /// this source file was compiled from; nil when neither holds it.
    public static var bundledExampleDirectory: String? {
        var starts: [String] = []
        if let executable = executablePath() { starts.append((executable as NSString).deletingLastPathComponent) }
        // Sources/Mockup/Bezels/BezelLocator.swift → the package root, four levels up.
        var root = #filePath as NSString
        for _ in 0..<4 { root = root.deletingLastPathComponent as NSString }
        starts.append(root as String)
        for start in starts {
            var folder = start
            while true {
                let candidate = join(folder, "Bezels.example")
                if isFolder(candidate) && holdsArt(candidate) { return candidate }
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder || parent.isEmpty { break }
                folder = parent
            }
        }
        return nil
    }

    /// The running executable's path, symbolic links resolved.
    private static func executablePath() -> String? {
        #if os(Linux)
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        #endif
        return Bundle.main.executablePath.map { ($0 as NSString).resolvingSymlinksInPath }
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// True for a folder that holds a manifest or at least one PNG.
    private static func holdsArt(_ path: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return names.contains { $0 == BezelManifest.fileName || (!$0.hasPrefix(".") && $0.lowercased().hasSuffix(".png")) }
    }
}
