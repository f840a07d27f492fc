import _Support
import Codecs
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files one kind of run (`kind`: "sweep", "animate", "gallery") wrote into an output folder,
/// each with the `ContentHash` of the bytes written, kept in `OUTDIR/.gallery/<kind>.written`:
/// the proof that lets a command replace or remove a file. Invariants: a file is recorded before
/// its bytes reach its path (so a run killed half-way still owns what it wrote); a file is this
/// kind's to replace or remove only while its bytes hash to a value recorded for it; an input,
/// a symbolic link, a folder, or a file no record names is never this kind's.
package struct WrittenFiles: Sendable {
    public let kind: String
    public let safety: OutputSafety
    /// Relative path → hashes recorded for it (the last run's, and this run's once recorded).
    private var hashes: [String: Set<String>] = [:]
    /// Relative paths in the order they were first recorded, for a stable file.
    private var order: [String] = []

    static let header = "duo-mockup written files 1"

    /// Where the record lives, relative to OUTDIR.
    public var recordFile: String { OutputSafety.reservedFolder + "/\(kind).written" }

    /// Reads the record of `kind` in `safety`'s output folder; none (or one that cannot be read)
    /// is an empty record: nothing there is this kind's.
    public init(kind: String, safety: OutputSafety) {
        self.kind = kind
        self.safety = safety
        guard let path = try? safety.resolve(recordFile, allowReserved: true), FileBytes.isRegularFileItself(path),
              let bytes = try? FileBytes.read(path) else { return }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first == Substring(Self.header) else { return }
        for line in lines.dropFirst() {
            guard let space = line.firstIndex(of: " ") else { continue }
            let hash = String(line[..<space]), file = String(line[line.index(after: space)...])
            guard hash.count == 16, hash.allSatisfy(\.isHexDigit), !file.isEmpty else { continue }
            add(file, hash: hash)
        }
    }

    /// The files the record names, in the order they were first written.
    public var files: [String] { order }

    /// The hex hash of `bytes`, as the record stores it.
    public static func hash(_ bytes: [UInt8]) -> String {
        var h = ContentHash()
        bytes.withUnsafeBytes { h.add($0) }
        return h.hex
    }

    /// True when `file` (relative to OUTDIR) may be written: nothing is there yet, or a regular
    /// file whose bytes are what this kind recorded for it. Throws for a name that leaves OUTDIR,
    /// an input, a symbolic link or a folder on the way (`OutputSafety.resolve`).
    public func mayReplace(_ file: String) throws -> Bool {
        let path = try safety.resolve(file)
        var st = stat()
        guard lstat(path, &st) == 0 else { return true }
        guard (st.st_mode & S_IFMT) == S_IFREG, let recorded = hashes[file] else { return false }
        return (try? ContentHash.ofFile(path).hex).map(recorded.contains) ?? false
    }

    /// Throws `BatchError.notWrittenHere` (or `.folderWhereAFileGoes`) unless `mayReplace(file)`.
    public func checkMayReplace(_ file: String) throws {
        guard try mayReplace(file) else {
            let path = try safety.resolve(file)
            if FileBytes.isDirectory(path) { throw BatchError.folderWhereAFileGoes(path) }
            throw BatchError.notWrittenHere(path, kind: kind, record: recordFile)
        }
    }

    /// Records that `file` is about to hold bytes hashing to `hash` (keeping what was recorded
    /// for it before, in case the write never happens) and saves the record.
    public mutating func record(_ file: String, hash: String) throws {
        // A name the record could not hold on one line (`relativePath` replaces control characters).
        guard try OutputSafety.relativePath(file) == file else {
            throw BatchError.unsafeOutputName(file, problem: "not a plain relative path")
        }
        add(file, hash: hash)
        try save()
    }

    /// What `finish` did: files removed, and files kept because they changed since they were written.
    public struct Outcome: Sendable, Equatable {
        public var removed: [String] = []
        public var keptChanged: [String] = []
    }

    /// Ends a run that wrote `current` (each with its last recorded hash): removes the recorded
    /// files not in `current` that are still as written (never an input: `resolve` refuses
    /// them), forgets the rest, and saves the record of `current` alone.
    public mutating func finish(keeping current: Set<String>) throws -> Outcome {
        var outcome = Outcome()
        // On a case-insensitive disk (APFS) `Frame.png` may be the `frame.png` just written.
        func identity(_ path: String) -> FileIdentity? { FileIdentity(path: path, following: false) }
        let currentFiles = Set(current.compactMap { (try? safety.resolve($0)).flatMap(identity) })
        for file in order where !current.contains(file) {
            guard let path = try? safety.resolve(file), let id = identity(path), !currentFiles.contains(id) else { continue }
            if (try? mayReplace(file)) == true, unlink(path) == 0 {
                outcome.removed.append(file)
            } else {
                outcome.keptChanged.append(file)
            }
        }
        var kept: [String: Set<String>] = [:]
        for file in order where current.contains(file) {
            if let path = try? safety.resolve(file), let hash = try? ContentHash.ofFile(path).hex,
               hashes[file]?.contains(hash) == true {
                kept[file] = [hash]
            }
        }
        hashes = kept
        order = order.filter { kept[$0] != nil }
        try save()
        return outcome
    }

    private mutating func add(_ file: String, hash: String) {
        if hashes[file] == nil { order.append(file) }
        hashes[file, default: []].insert(hash)
    }

    private func save() throws {
        var lines = [Self.header]
        for file in order { for hash in hashes[file]!.sorted() { lines.append("\(hash) \(file)") } }
        try safety.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: recordFile, allowReserved: true)
    }
}
