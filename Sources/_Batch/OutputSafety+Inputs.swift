import _Support
import Mockup
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputSafety {
    /// Records every file in `paths` as an input.
    public mutating func addInputs(_ paths: [String]) {
        for path in paths { addInput(path) }
    }

    /// `refuseOverwriting`, then the folder `output` goes in made when missing: what a job does
    /// before it writes its one file.
    package static func prepare(output: String, sparing inputs: [String]) throws {
        try refuseOverwriting(output: output, inputs: inputs)
        try Folders.create(parentOf: output)
    }

    /// Throws when `output` names one of `inputs`: the same file (device and inode, so hard and
    /// symbolic links count) or the same resolved path (`./`, `..`). The one check every command
    /// makes before it writes; a missing output names no input.
    package static func refuseOverwriting(output: String, inputs: [String]) throws {
        let outputIdentity = FileIdentity(path: output)
        let outputResolved = resolvedPath(output)
        for input in inputs {
            if let outputIdentity, FileIdentity(path: input) == outputIdentity {
                throw BatchError.wouldOverwrite(output, input: input)
            }
            if let outputResolved, resolvedPath(input) == outputResolved {
                throw BatchError.wouldOverwrite(output, input: input)
            }
        }
    }

    /// The path with every symbolic link, "." and ".." resolved; for a file that does not exist
    /// yet, its folder resolved plus its name. nil when neither can be resolved.
    static func resolvedPath(_ path: String) -> String? {
        if let full = realpath(path, nil) {
            defer { free(full) }
            return String(cString: full)
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, name != ".", name != "..", let full = realpath(folder.isEmpty ? "/" : folder, nil) else { return nil }
        defer { free(full) }
        let base = String(cString: full)
        return (base.hasSuffix("/") ? base : base + "/") + name
    }
}
