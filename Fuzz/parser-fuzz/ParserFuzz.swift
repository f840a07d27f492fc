// Feeds arbitrary bytes to every parser of ours that reads what users write (see Docs/Fuzzing.md):
// the JSON reader itself (with the writer's strings read back), storefiles, gallery files, the
// bezel manifest, keyframe strings and keyframe files, String Catalogs and .strings files (UTF-8
// and UTF-16), and colour strings.
//
// Built normally, this is a file runner: `parser-fuzz TARGET FILE...` parses each file as TARGET
// and prints the outcome, which is how an input found by the fuzzer is reproduced. Built with
// `-Xswiftc -DPARSER_FUZZ -Xswiftc -sanitize=fuzzer`, it is libFuzzer's entry point instead:
// `parser-fuzz TARGET [libFuzzer flags] CORPUS...`.
import Compose
import Foundation
import Gallery
import Mockup
import Motion
import _Support

/// One parser under test, by the name the command line gives it.
enum FuzzTarget: String, CaseIterable {
    case json, storefile, gallery, manifest, keyframes, keyframeFile = "keyframe-file", xcstrings, strings, colour

    /// A folder of this process's own for the parsers that read a file by its path (a storefile,
    /// a gallery file): the input is written there first. Nothing else is in it, so globs and
    /// capture paths find nothing outside it.
    static let scratch: String = {
        let folder = NSTemporaryDirectory() + "/parser-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Writes `bytes` into the scratch folder as `name` and returns its path.
    static func file(_ bytes: [UInt8], named name: String) -> String {
        let path = scratch + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    /// Parses `bytes` as this target's format and everything that consumes the result (a
    /// keyframe list becomes a timeline and a clip); returns the outcome, one line.
    func exercise(_ bytes: [UInt8]) -> String {
        do {
            switch self {
            case .json:
                let document = try JSONReader.read(bytes)
                try Self.writtenStringsReadBack(document.root)
                return "json: \(document.positions.count) values, \(document.duplicateKeys.count) keys given twice"
            case .storefile:
                let loaded = try StorefileChecker.loadWithStrings(Self.file(bytes, named: "store.json"))
                return "storefile: \(loaded.storefile.sets.count) sets"
            case .gallery:
                let file = try GalleryFile.load(Self.file(bytes, named: "gallery.json"))
                return "gallery: \(file.entries.count) entries"
            case .manifest:
                let manifest = try BezelManifest.parse(Data(bytes), file: "bezels.json")
                return "manifest: \(manifest)".prefix(200).description
            case .keyframes:
                let text = String(decoding: bytes, as: UTF8.self)
                var outcomes: [String] = []
                for parse in [{ try KeyframeParsing.inline(text) }, { try KeyframeParsing.path(text) }] {
                    do { outcomes.append(try Self.clip(parse())) } catch { outcomes.append("\(error)") }
                }
                return outcomes.joined(separator: " | ")
            case .keyframeFile:
                return try Self.clip(KeyframeParsing.file("keyframes.json", data: Data(bytes)))
            case .xcstrings:
                return "xcstrings: \(try StringCatalog.parse(bytes, name: "Store.xcstrings").tables.count) locales"
            case .strings:
                // As it is, and behind each byte-order mark, so that both UTF-16 decoders see it.
                var outcomes: [String] = []
                for candidate in [bytes, [0xFF, 0xFE] + bytes, [0xFE, 0xFF] + bytes, [0xEF, 0xBB, 0xBF] + bytes] {
                    do { outcomes.append("\(try StringsFile.parse(candidate, name: "Store.strings").count) pairs") } catch {
                        outcomes.append("\(error)")
                    }
                }
                return outcomes.joined(separator: " | ")
            case .colour:
                return ColourText.parse(String(decoding: bytes, as: UTF8.self)).map { "colour \($0)" } ?? "not a colour"
            }
        } catch {
            return "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }

    /// Every string (and key) of `value`, written by `JSONWriter` and read back by `JSONReader`,
    /// must come back the same: a difference is a crash, for the fuzzer to report.
    static func writtenStringsReadBack(_ value: JSONValue) throws {
        var strings: [String] = []
        func collect(_ v: JSONValue) {
            switch v {
            case .string(let s): strings.append(s)
            case .array(let items): items.forEach(collect)
            case .object(let fields): for (k, v) in fields { strings.append(k); collect(v) }
            default: break
            }
        }
        collect(value)
        for s in strings where try JSONReader.read(Array(JSONWriter.string(s).utf8)).root != .string(s) {
            fatalError("JSONWriter.string(\(s.debugDescription)) does not read back")
        }
    }

    /// What `animate` does with keyframes after parsing: a timeline, then a clip at 30 fps.
    static func clip(_ keyframes: [Keyframe]) throws -> String {
        let clip = try Clip(timeline: try Timeline(keyframes), framesPerSecond: 30, plays: 0, pingPong: false)
        return "clip: \(clip.frames.count) frames"
    }
}

#if PARSER_FUZZ
/// libFuzzer's driver (from -sanitize=fuzzer's runtime).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// The target the driver's callback runs (set once, before the driver starts).
nonisolated(unsafe) var fuzzTarget = FuzzTarget.colour

/// SwiftPM links an executable's entry point under the name `<module>_main`; libFuzzer's own
/// `main` is then never linked, so this starts the driver instead, after taking the target's
/// name from the first argument (the driver sees the rest) or, in the child processes that
/// `-jobs` and `-fork` start with the driver's own arguments, from `$PARSER_FUZZ_TARGET`.
@_cdecl("parser_fuzz_main")
public func parserFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    guard let argv else { return 2 }
    let first = argc >= 2 ? argv[1].map { String(cString: $0) } : nil
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    if let first, let target = FuzzTarget(rawValue: first) {
        fuzzTarget = target
        setenv("PARSER_FUZZ_TARGET", first, 1)
        argv[1] = argv[0]
        count -= 1
        arguments = argv + 1
    } else if let name = ProcessInfo.processInfo.environment["PARSER_FUZZ_TARGET"], let target = FuzzTarget(rawValue: name) {
        fuzzTarget = target
    } else {
        print("usage: parser-fuzz TARGET [libFuzzer flags] CORPUS...; TARGET: "
              + FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))
        return 2
    }
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
        _ = fuzzTarget.exercise(bytes)
        return 0
    }
}
#else
@main
struct ParserFuzzFileRunner {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            print("usage: parser-fuzz TARGET FILE...; TARGET: " + FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))
            return
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot open")
                continue
            }
            print("\(path): " + target.exercise(Array(data)))
        }
    }
}
#endif
