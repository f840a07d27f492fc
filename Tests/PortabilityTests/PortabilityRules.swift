import Foundation
import _Support

/// The rules, as data: each says what breaks on a Mac, how to spot it in the source, and carries
/// an example of the mistake and of its fix. `PortabilityTests` runs them over the repository
/// (which must be clean) and over their own examples (each must be caught, and its fix pass).
enum PortabilityRules {
    /// Every rule, for a package whose declared macOS minimum is `macOSMinimum`.
    static func all(macOSMinimum: Double) -> [PortabilityRule] {
        [libcGlobals, glibcWithoutDarwin, linuxOnlySpellings, macTypesNames, nonSendableInSendableClosures,
         newerAPIs(minimum: macOSMinimum), platformsDeclared, debianOnlyFonts, testFontFamilies, namesDifferingInCase,
         packageInternalsStayPackage]
            + LayeringRules.all
    }

    /// Swift files of the package (not this checker's own examples).
    static func isPackageSwift(_ path: String) -> Bool {
        path.hasSuffix(".swift") && !path.hasPrefix("Tests/PortabilityTests/") && path != "Package.swift"
    }

    static let libcGlobals = PortabilityRule.perFile(
        "libc-globals",
        "a libc global the macOS SDK does not declare, or a mutable C global Swift 6 refuses (use ProcessInfo, FileHandle, write(2))",
        scope: isPackageSwift,
        planted: [("Sources/X/Env.swift", "import Glibc\nlet env = environ\nfputs(\"x\", stderr)\n")],
        fixed: [("Sources/X/Env.swift", "import Foundation\nlet env = ProcessInfo.processInfo.environment\nFileHandle.standardError.write(Data(\"x\".utf8))\n")]
    ) { file in
        PortabilityRule.matches(#"(?<![.\w])(environ|__environ|program_invocation_name|program_invocation_short_name|__errno_location|__error|stdout|stderr|stdin|optarg|optind|opterr|tzname|daylight|timezone)\b(?!\s*:)"#, in: file)
    }

    static let glibcWithoutDarwin = PortabilityRule.perFile(
        "glibc-without-darwin",
        "`import Glibc` needs a Darwin branch beside it (#if canImport(Darwin) import Darwin #elseif canImport(Glibc) import Glibc #endif)",
        scope: isPackageSwift,
        planted: [("Benchmarks/x/main.swift", "#if canImport(Glibc)\nimport Glibc\n#endif\nexit(0)\n"),
                  ("Sources/X/Y.swift", "import Glibc\n")],
        fixed: [("Benchmarks/x/main.swift", "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Glibc)\nimport Glibc\n#endif\nexit(0)\n"),
                ("Sources/X/Y.swift", "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n")]
    ) { file in
        PortabilityRule.matches(#"^\s*(@\w+\s+)?import\s+Glibc\b"#, in: file).filter { hit in
            // The innermost chain around the import must have another branch importing Darwin.
            let around = file.ifChains.filter { chain in chain.contains { $0.lines.contains(hit.line) } }
                .min { a, b in a.last!.lines.upperBound - a.first!.lines.lowerBound < b.last!.lines.upperBound - b.first!.lines.lowerBound }
            guard let chain = around else { return true }
            return !chain.contains { branch in
                !branch.lines.contains(hit.line) && branch.lines.contains { file.code[$0].contains("import Darwin") }
            }
        }
    }

    static let linuxOnlySpellings = PortabilityRule.perFile(
        "linux-only",
        "a Linux-only name outside an #if canImport(Glibc) / os(Linux) branch: Darwin has none (st_mtimespec, RUSAGE_SELF, fsync…)",
        scope: isPackageSwift,
        planted: [("Sources/X/Stat.swift", "import Foundation\nlet t = st.st_mtim.tv_sec\ngetrusage(RUSAGE_SELF.rawValue, &u)\n")],
        fixed: [("Sources/X/Stat.swift", "import Foundation\n#if canImport(Darwin)\nlet t = st.st_mtimespec.tv_sec\n#else\nlet t = st.st_mtim.tv_sec\n#endif\n")]
    ) { file in
        PortabilityRule.matches(#"\b(st_[amc]tim|MADV_HUGEPAGE|MADV_POPULATE_WRITE|O_TMPFILE|renameat2|RENAME_NOREPLACE|sched_getaffinity|copy_file_range|memfd_create|fdatasync|posix_fallocate|posix_fadvise|MSG_NOSIGNAL|epoll_\w+|inotify_\w+|prctl|Glibc\.\w+|import\s+FoundationEssentials|import\s+FoundationNetworking)\b|RUSAGE_SELF\.rawValue"#, in: file)
            .filter { !file.isUnder(["canImport(Glibc)", "os(Linux)", "canImport(FoundationNetworking)", "canImport(FoundationEssentials)"],
                                    orNot: ["canImport(Darwin)", "os(macOS)"], line: $0.line) }
    }

    static let macTypesNames = PortabilityRule.perFile(
        "mac-types-name",
        "a public type named like a MacTypes.h type, which Foundation re-exports on macOS: ambiguous for every file importing both; rename it",
        scope: isPackageSwift,
        planted: [("Sources/Raster/Rect.swift", "public struct Rect: Sendable { public var x = 0 }\n"),
                  ("Sources/Fold/Style.swift", "@frozen public enum Style { case plain }\n")],
        fixed: [("Sources/Raster/Rect.swift", "public struct PixelRect: Sendable { public var x = 0 }\n"),
                ("Sources/Fold/Style.swift", "@frozen public enum FoldStyle { case plain }\n")]
    ) { file in
        PortabilityRule.matches(#"^(@\w+(\([^)]*\))?\s+)*(public|open|package)\s+((final|indirect)\s+)*(struct|class|enum|protocol|actor|typealias)\s+\w+"#, in: file)
            .filter { hit in MacTypesNames.all.contains(String(hit.what.split(separator: " ").last ?? "")) }
    }

    /// Not a Mac matter, but the same kind of reading: what `import DuoMockup` must not give a
    /// library user (PackageInternals.swift) is never declared `public` again.
    static let packageInternalsStayPackage = PortabilityRule.perFile(
        "package-internal",
        "a declaration the package keeps to itself (PackageInternals.swift, Docs/Library.md \"Public surface\") is public: make it `package`",
        scope: { $0.hasPrefix("Sources/") && isPackageSwift($0) },
        planted: [("Sources/Raster/HugePages.swift", "/// Advice.\n@frozen public enum HugePages {\n    public static let minimumBytes = 8\n}\n"),
                  ("Sources/Mockup/Settings/ColourText.swift", "extension StringProtocol {\n    public var trimmingSpaces: String { \"\" }\n}\n"),
                  ("Sources/Raster/Image.swift", "public struct Image {\n    public init(uninitializedWidth width: Int, height: Int) {}\n    public var pixels: [UInt8]\n}\n"),
                  ("Sources/Raster/Masks/Mask.swift", "public struct Mask {\n    public var coverage: [UInt8]\n}\n")],
        fixed: [("Sources/Raster/HugePages.swift", "/// Advice.\n@frozen package enum HugePages {\n    public static let minimumBytes = 8\n}\n"),
                ("Sources/Mockup/Settings/ColourText.swift", "extension StringProtocol {\n    package var trimmingSpaces: String { \"\" }\n}\n"),
                ("Sources/Raster/Image.swift", "public struct Image {\n    package init(uninitializedWidth width: Int, height: Int) {}\n    public init?(checkedWidth width: Int, height: Int) {}\n    public var pixels: [UInt8]\n}\n"),
                ("Sources/Raster/Masks/Mask.swift", "public struct Mask {\n    public package(set) var coverage: [UInt8]\n}\n")]
    ) { file in
        let names = PortabilityRule.matches(#"^\s*(@\w+(\([^)]*\))?\s+)*(public|open)\s+((final|indirect|static|mutating|override)\s+)*(struct|class|enum|protocol|actor|typealias|var|let|func)\s+\w+"#, in: file)
            .filter { PackageInternals.names.contains(String($0.what.split(separator: " ").last ?? "")) }
        let spellings = PackageInternals.spellings.flatMap { PortabilityRule.matches(#"^\s*(@\w+(\([^)]*\))?\s+)*(public|open)\s+"# + $0, in: file) }
        return names + spellings
    }

    /// Apple's Foundation does not make these Sendable (Linux's marks Process @unchecked Sendable),
    /// so Swift 6 on a Mac refuses them inside a @Sendable closure.
    static let appleNonSendable = ["Process", "Pipe"]

    static let nonSendableInSendableClosures = PortabilityRule.perFile(
        "non-sendable-capture",
        "a Foundation Process or Pipe captured by a @Sendable closure (Dispatch work, Task): not Sendable on Apple's side; capture what you need (its pid)",
        scope: isPackageSwift,
        planted: [("Tests/TestSupport/Run.swift", "let p = Process()\ntry p.run()\nlet w = DispatchWorkItem { if p.isRunning { p.terminate() } }\n")],
        fixed: [("Tests/TestSupport/Run.swift", "let p = Process()\ntry p.run()\nlet pid = p.processIdentifier\nlet w = DispatchWorkItem { kill(pid, SIGTERM) }\n")]
    ) { file in
        let text = file.code.joined(separator: "\n")
        let types = appleNonSendable.joined(separator: "|")
        let binding = try! NSRegularExpression(pattern: #"\b(?:let|var)\s+(\w+)\s*(?::\s*(?:"# + types + #")\??\s*)?=\s*(?:"# + types + #")\("#)
        let names = binding.matches(in: text, range: NSRange(text.startIndex..., in: text))
            .compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
        guard !names.isEmpty else { return [] }
        let opener = try! NSRegularExpression(pattern: #"(@Sendable\b[^{\n]*|DispatchWorkItem\s*(\([^)]*\))?\s*|\.async(After)?\s*(\([^)]*\))?\s*|\bTask(\.detached)?\s*(\([^)]*\))?\s*|concurrentPerform\s*\([^)]*\)\s*)\{"#)
        var found: [(line: Int, what: String)] = []
        let scalars = Array(text.utf16)
        for m in opener.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            // The closure's body: from its brace to the matching one.
            var depth = 0, end = m.range.upperBound - 1
            while end < scalars.count {
                if scalars[end] == UInt16(UInt8(ascii: "{")) { depth += 1 }
                if scalars[end] == UInt16(UInt8(ascii: "}")) { depth -= 1; if depth == 0 { break } }
                end += 1
            }
            let body = NSRange(location: m.range.upperBound, length: max(0, end - m.range.upperBound))
            for name in names {
                let use = try! NSRegularExpression(pattern: #"(?<![.\w])"# + name + #"\b"#)
                if use.firstMatch(in: text, range: body) != nil {
                    let line = text.utf16.prefix(m.range.location).filter { $0 == 10 }.count
                    found.append((line, "\(name) in a closure that must be @Sendable"))
                }
            }
        }
        return found
    }

    static func newerAPIs(minimum: Double) -> PortabilityRule {
        PortabilityRule.perFile(
            "newer-api",
            "an API newer than the declared minimum, macOS \(NumberText.shortest(minimum)) (Package.swift platforms:)",
            scope: isPackageSwift,
            planted: [("Sources/Compose/Strings.swift", "let s = String(validating: bytes, as: UTF8.self)\nlet m = Mutex(0)\n")],
            fixed: [("Sources/Compose/Strings.swift", "let s = StrictUnicode.utf8(bytes)\nlet m = NSLock()\n"),
                    ("Tests/X/Y.swift", "if #available(macOS 15, *) { _ = String(validating: bytes, as: UTF8.self) }\n")]
        ) { file in
            let whole = file.lines.joined(separator: "\n")
            return APIAvailability.entries.filter { $0.macOS > minimum }.flatMap { entry -> [(line: Int, what: String)] in
                // A file that checks for the version (if #available / @available) may use it.
                let major = NumberText.shortest(entry.macOS.rounded(.down))
                if whole.contains("#available(macOS \(major)") || whole.contains("@available(macOS \(major)") { return [] }
                return PortabilityRule.matches(entry.pattern, in: file).map { ($0.line, "\($0.what): \(entry.api) needs macOS \(NumberText.shortest(entry.macOS))") }
            }
        }
    }

    /// The declared minimum, from Package.swift's `.macOS(.v13)` (nil when none is declared).
    static func declaredMinimum(_ manifest: String) -> Double? {
        let regex = try! NSRegularExpression(pattern: #"\.macOS\(\s*\.v(\d+)(?:_(\d+))?\s*\)"#)
        guard let m = regex.firstMatch(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)),
              let major = Range(m.range(at: 1), in: manifest).flatMap({ Double(manifest[$0]) }) else { return nil }
        let minor = Range(m.range(at: 2), in: manifest).flatMap { Double(manifest[$0]) } ?? 0
        return major + minor / 100
    }

    static let platformsDeclared = PortabilityRule(
        id: "platforms",
        advice: "Package.swift declares no macOS minimum: SwiftPM then assumes 10.13, which lacks ContinuousClock, Duration, Regex…",
        check: { files in
            files.filter { $0.path == "Package.swift" && declaredMinimum($0.lines.joined(separator: "\n")) == nil }
                .map { Finding(rule: "platforms", path: $0.path, line: 0, detail: "no platforms: [.macOS(…)]") }
        },
        planted: [("Package.swift", "let package = Package(name: \"X\", targets: [])\n")],
        fixed: [("Package.swift", "let package = Package(name: \"X\", platforms: [.macOS(.v13)], targets: [])\n")])

    /// The font lists the package ships: defaults in the sources, the example storefile, the docs.
    static func shipsFontLists(_ path: String) -> Bool {
        (path.hasPrefix("Sources/") && path.hasSuffix(".swift")) || path.hasPrefix("Bezels.example/")
            || (path.hasPrefix("Docs/") && (path.hasSuffix(".md") || path.hasSuffix(".json")))
    }

    static let debianOnlyFonts = PortabilityRule(
        id: "debian-only-fonts",
        advice: "a font list of Debian-only families: a stock Mac has none of them; put a macOS family in the list too (Helvetica Neue, Geeza Pro, Hiragino Sans…)",
        check: { files in
            let list = try! NSRegularExpression(pattern: #""?fonts"?\s*(?::\s*\[String\]\s*=|:)\s*\[([^\]]*)\]"#)
            let quoted = try! NSRegularExpression(pattern: #""([^"]+)""#)
            var found: [Finding] = []
            for file in files where shipsFontLists(file.path) {
                let text = file.lines.joined(separator: "\n")
                for m in list.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let inner = Range(m.range(at: 1), in: text) else { continue }
                    let body = String(text[inner])
                    let names = quoted.matches(in: body, range: NSRange(body.startIndex..., in: body))
                        .compactMap { Range($0.range(at: 1), in: body).map { String(body[$0]) } }
                    if names.contains(where: FontFamilies.debianOnly.contains) && !names.contains(where: FontFamilies.macOSStock.contains) {
                        let line = text.utf16.prefix(m.range.location).filter { $0 == 10 }.count + 1
                        found.append(Finding(rule: "debian-only-fonts", path: file.path, line: line,
                                             detail: "\(names.joined(separator: ", ")): a list of Debian-only families; add a family a stock Mac has"))
                    }
                }
            }
            return found
        },
        planted: [("Sources/Compose/CaptionStyle.swift", "public var fonts: [String] = [\"Noto Sans\", \"DejaVu Sans\"]\n"),
                  ("Bezels.example/store/storefile.json", "{\"caption\": {\"fonts\": [\"Noto Sans\",\n \"WenQuanYi Micro Hei\"]}}\n")],
        fixed: [("Sources/Compose/CaptionStyle.swift", "public var fonts: [String] = [\"Helvetica Neue\", \"Noto Sans\", \"DejaVu Sans\"]\n"),
                ("Bezels.example/store/storefile.json", "{\"caption\": {\"fonts\": [\"Helvetica Neue\", \"Noto Sans\",\n \"Hiragino Sans\", \"WenQuanYi Micro Hei\"]}}\n")])

    static let testFontFamilies = PortabilityRule.perFile(
        "test-font-family",
        "a test names a font family neither a stock Mac nor the macOS CI job (its Homebrew casks) has",
        scope: { $0.hasPrefix("Tests/") && isPackageSwift($0) },
        planted: [("Tests/TextEngineTests/Fonts.swift", "static let cjk = font(\"/usr/share/fonts/wqy.ttc\", family: \"WenQuanYi Micro Hei\")\nlet inter = FontSpec.family(\"Inter\")\n"),
                  ("Tests/ComposeTests/Store.swift", "let json = \"\"\"\n{\"caption\": {\"fonts\": [\"Noto Sans\", \"WenQuanYi Micro Hei\"]}}\n\"\"\"\n")],
        fixed: [("Tests/TextEngineTests/Fonts.swift", "static let cjk = font(\"/usr/share/fonts/wqy.ttc\", family: \"Noto Sans CJK SC\")\nlet inter = FontSpec.family(\"Inter Variable\")\n"),
                ("Tests/ComposeTests/Store.swift", "let json = \"\"\"\n{\"caption\": {\"fonts\": [\"Noto Sans\", \"\\(dir)/fonts/Caption.ttf\"]}}\n\"\"\"\n")]
    ) { file in
        let regex = try! NSRegularExpression(pattern: #"(?:\.family\(|family:\s*)"([^"]+)""#)
        let list = try! NSRegularExpression(pattern: #""fonts"\s*:\s*\[([^\]]*)\]"#)
        let quoted = try! NSRegularExpression(pattern: #""([^"/]+)""#)
        var found: [(line: Int, what: String)] = []
        for (i, line) in file.lines.enumerated() {
            var names: [String] = []
            for m in regex.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                if let r = Range(m.range(at: 1), in: line) { names.append(String(line[r])) }
            }
            // Font lists in the storefiles the tests write.
            for m in list.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                guard let r = Range(m.range(at: 1), in: line) else { continue }
                let body = String(line[r])
                for q in quoted.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
                    if let n = Range(q.range(at: 1), in: body), !body[n].contains("\\(") { names.append(String(body[n])) }
                }
            }
            for name in names {
                let known = FontFamilies.macOSStock.contains(name) || FontFamilies.macOSJob.contains(name)
                    || ["sans-serif", "serif", "monospace", "emoji"].contains(name) || name.hasPrefix("No Such")
                if !known { found.append((i, name)) }
            }
        }
        return found
    }

    static let namesDifferingInCase = PortabilityRule(
        id: "case-clash",
        advice: "two paths in the repository that differ only in case or Unicode normalisation: one file on a Mac (APFS), so a checkout there loses one",
        check: { files in
            var names = SameFileNames<String>()
            var found: [Finding] = []
            for file in files {
                // Every folder on the way is a name too.
                let parts = file.path.split(separator: "/")
                for k in 1...parts.count {
                    let prefix = parts.prefix(k).joined(separator: "/")
                    if let earlier = names.claim(prefix, by: file.path),
                       Array(earlier.name.unicodeScalars) != Array(prefix.unicodeScalars) {
                        found.append(Finding(rule: "case-clash", path: file.path, line: 0,
                                             detail: "\(prefix) and \(earlier.name) are one name on a Mac"))
                    }
                }
            }
            return found
        },
        planted: [("Docs/Images/a.png", ""), ("Docs/images/b.png", "")],
        fixed: [("Docs/images/a.png", ""), ("Docs/images/b.png", "")])
}
