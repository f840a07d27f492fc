import Testing
@testable import DuoMockupCLI

/// The hand-written argument parser: the habits people know from other tools.
struct ArgumentParsingTests {
    let specs = [
        OptionSpec("-o", "--output", value: "FILE", help: ""),
        OptionSpec("--deg", value: "D", help: ""),
        OptionSpec("--no-shadow", help: ""),
    ]

    @Test func valuesBothSpellingsAndShortOption() throws {
        let a = try parseArguments(["cap.png", "--deg", "90", "-o", "out.png"], specs: specs)
        #expect(a.positionals == ["cap.png"])
        #expect(a.string("--deg") == "90")
        #expect(a.string("--output") == "out.png")
        let b = try parseArguments(["--deg=75.5", "cap.png", "--no-shadow"], specs: specs)
        #expect(try b.double("--deg") == 75.5)
        #expect(b.flag("--no-shadow"))
        #expect(!a.flag("--no-shadow"))
    }

    @Test func doubleDashEndsOptions() throws {
        let a = try parseArguments(["--", "--deg", "-o"], specs: specs)
        #expect(a.positionals == ["--deg", "-o"])
        #expect(a.string("--deg") == nil)
    }

    @Test func unknownOptionSuggestsNearest() {
        #expect(throws: UsageError.self) { try parseArguments(["--degs", "3"], specs: specs) }
        do {
            _ = try parseArguments(["--degs", "3"], specs: specs)
        } catch let e as UsageError {
            #expect(e.message.contains("did you mean '--deg'"))
        } catch {
            Issue.record("wrong error \(error)")
        }
    }

    @Test func missingValueAndBadNumbersAreErrors() throws {
        #expect(throws: UsageError.self) { try parseArguments(["--deg"], specs: specs) }
        let a = try parseArguments(["--deg", "abc"], specs: specs)
        #expect(throws: UsageError.self) { try a.double("--deg") }
        let b = try parseArguments(["--deg", "200"], specs: specs)
        #expect(throws: UsageError.self) { try b.double("--deg", in: 0...180) }
        #expect(try b.double("--deg", in: 0...360) == 200)
        #expect(throws: UsageError.self) { try parseArguments(["--no-shadow=yes"], specs: specs) }
    }

    @Test func negativeNumbersArePositionals() throws {
        let a = try parseArguments(["--deg", "-5"], specs: specs)
        #expect(a.string("--deg") == "-5")
    }
}
