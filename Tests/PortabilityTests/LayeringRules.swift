import Foundation

/// Rules about where things live (issue 27), read from the source the same way as the
/// portability rules and run with them: the library leaves flag names to the command line, reads
/// JSON one way, and keeps errors typed. Each carries a planted mistake it must catch.
enum LayeringRules {
    static let all = [flagNamesInLibrary, oneJSONReader, stringBuiltErrors]

    /// Library modules: everything under Sources/ but the command line.
    static func isLibrarySwift(_ path: String) -> Bool {
        path.hasPrefix("Sources/") && !path.hasPrefix("Sources/DuoMockupCLI/") && path.hasSuffix(".swift")
    }

    static let flagNamesInLibrary = PortabilityRule.perFile(
        "flag-in-library",
        "a flag name in a library module's string: the command line owns every flag; name the setting with a type the CLI maps to its flag (message(naming:))",
        scope: isLibrarySwift,
        planted: [("Sources/Motion/Clip.swift", "throw MotionError(\"--fps must be from 1 to 120, got \\(fps)\")\n"),
                  ("Sources/Mockup/Locator.swift", "return (explicit, \"--bezels\", false)\n")],
        fixed: [("Sources/Motion/ClipError.swift", "/// Checked as --fps is.\ncase .frameRate(let fps): \"\\(name(.framesPerSecond)) must be from 1 to 120, got \\(fps)\"\n"),
                ("Sources/Mockup/Locator.swift", "return (explicit, .given, false)\n"),
                ("Sources/DuoMockupCLI/ErrorText.swift", "case .framesPerSecond: \"--fps\"\n")]
    ) { file in
        // Comments may mention flags (they are blanked here); strings and code may not.
        file.codeAndStrings.enumerated().compactMap { i, line in
            line.range(of: #"(?<![\w-])--[a-z][a-z0-9-]*"#, options: .regularExpression).map { (i, String(line[$0])) }
        }
    }

    static let oneJSONReader = PortabilityRule.perFile(
        "one-json-reader",
        "JSON read with Foundation: every document goes through JSONReader (_Support), which keeps booleans apart from numbers and names positions",
        scope: { PortabilityRules.isPackageSwift($0) && !$0.hasPrefix("Tests/") },
        planted: [("Sources/Motion/KeyframeParsing.swift", "let root = try JSONSerialization.jsonObject(with: data)\n"),
                  ("Fuzz/x/main.swift", "let v = try JSONDecoder().decode(V.self, from: data)\n")],
        fixed: [("Sources/Motion/KeyframeParsing.swift", "let root = try JSONReader.read([UInt8](data)).root\n"),
                ("Tests/CLITests/X.swift", "let json = try JSONSerialization.jsonObject(with: output)\n")]
    ) { file in
        PortabilityRule.matches(#"\b(JSONSerialization|JSONDecoder)\b"#, in: file)
    }

    static let stringBuiltErrors = PortabilityRule.perFile(
        "string-built-error",
        "an error made of free text at the throw site, or of another error's text: the caller (the CLI's ErrorText, a library user) can neither tell the cases apart nor word them; throw a typed case carrying the facts (a C library's or a tool's own message may be one of them)",
        scope: isLibrarySwift,
        planted: [("Sources/Compose/Background.swift", "} catch {\n    throw ComposeError(\"\\(error)\")\n}\n"),
                  ("Sources/Motion/Sink.swift", "catch let e as CodecError { throw MotionError(e.description) }\n"),
                  ("Sources/Compose/Runner.swift", "throw PageError(\"\\(file): not a PNG or JPEG image\")\n"),
                  ("Sources/Codecs/Reader.swift", "throw CodecError(file: path, reason: \"cannot open: \\(errno)\")\n"),
                  ("Sources/Codecs/Decoder.swift", "throw CodecFailure(\"truncated\")\n")],
        fixed: [("Sources/Compose/Background.swift", "let decoded = try ImageFile.read(path: path)\n"),
                ("Sources/Motion/Sink.swift", "file = try AtomicFileStream(path: path)\n"),
                ("Sources/Compose/Runner.swift", "throw StoreImageError.notPNGOrJPEG(file: file)\n"),
                ("Sources/Codecs/Reader.swift", "throw CodecError(file: \"(PNG output)\", reason: .cannotOpen(errno: errno))\n"),
                ("Sources/Gallery/File.swift", "problem(place, \"expected a number, got \\(value.kind)\")\n")]
    ) { file in
        let patterns = [
            // Free text as the error's first argument, or as its problem, message, reason or text.
            #"\b[A-Z]\w*(Error|Failure)\(\s*("|[^()]*\b(problem|message|reason|text):\s*")"#,
            // Made of one interpolation and nothing else, or of another error's description.
            #"\b\w*Error\(\s*("\\\(\s*[\w.]+\s*\)"|[\w.]+\.(description|localizedDescription))\s*\)"#,
        ]
        return file.codeAndStrings.enumerated().compactMap { i, line in
            patterns.lazy.compactMap { line.range(of: $0, options: .regularExpression) }.first.map { (i, String(line[$0])) }
        }
    }
}
