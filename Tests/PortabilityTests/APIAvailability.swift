/// Calls that Apple's SDKs make available only from some macOS version on, with the version:
/// a use newer than the package's declared minimum (`platforms:` in Package.swift) does not
/// compile on a Mac. A kept list, not the SDK: add to it when a new API comes into the code.
/// Patterns are regular expressions over code (comments and strings blanked).
enum APIAvailability {
    struct Entry: Sendable {
        let pattern: String
        let api: String
        let macOS: Double
    }

    static let entries: [Entry] = [
        Entry(pattern: #"String\(\s*validating:"#, api: "String(validating:as:)", macOS: 15),
        Entry(pattern: #"\bimport\s+Synchronization\b|\bMutex\s*[<(]|\bAtomic\s*[<(]"#, api: "Synchronization (Mutex, Atomic)", macOS: 15),
        Entry(pattern: #"\b(U?Int128)\b"#, api: "Int128/UInt128", macOS: 15),
        Entry(pattern: #"\bwith(Throwing)?DiscardingTaskGroup\b"#, api: "withDiscardingTaskGroup", macOS: 14),
        Entry(pattern: #"@Observable\b|\bimport\s+Observation\b"#, api: "Observation", macOS: 14),
        Entry(pattern: #"#Predicate\b|\bPredicate<"#, api: "Foundation's Predicate", macOS: 14),
        Entry(pattern: #"\bInlineArray\b"#, api: "InlineArray", macOS: 26),
        Entry(pattern: #"\bTask\.immediate\b"#, api: "Task.immediate", macOS: 26),
        Entry(pattern: #"\b(ContinuousClock|SuspendingClock)\b|\bDuration\b"#, api: "Clock and Duration", macOS: 13),
        Entry(pattern: #"\bRegex\s*[<(]|\.(firstRange|ranges|wholeMatch|firstMatch|prefixMatch)\(of:|\.trimmingPrefix\("#, api: "Regex and the string algorithms", macOS: 13),
        Entry(pattern: #"URL\(\s*filePath:|\.path\(percentEncoded:|\.appending\((path|component):|URL\.(homeDirectory|temporaryDirectory|currentDirectory)\b"#, api: "URL's path API of macOS 13", macOS: 13),
        Entry(pattern: #"\bTask\.sleep\(\s*for:|\bTask\.sleep\(\s*until:"#, api: "Task.sleep(for:)", macOS: 13),
        Entry(pattern: #"\bLocale\.Language\b"#, api: "Locale.Language", macOS: 13),
        Entry(pattern: #"\.write\(contentsOf:|\.readToEnd\(\)|\.read\(upToCount:|\.seekToEnd\(\)"#, api: "FileHandle's throwing reads and writes", macOS: 10.15),
        Entry(pattern: #"\bAttributedString\b|\bString\(localized:|\bDate\.now\b|\.formatted\("#, api: "Foundation of macOS 12", macOS: 12),
    ]
}
