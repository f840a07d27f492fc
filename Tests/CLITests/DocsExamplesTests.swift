import DuoMockup
import Foundation
import Testing
import TestSupport

/// The CI recipes in Docs/examples run their shell steps against a stand-in `duo-mockup` that
/// exits 0, 1 or 2: only 0 may pass; and the Kubernetes pages Job is not started with the shards.
@Suite struct DocsExamplesTests {
    static let examples: String = {
        var root = #filePath as NSString
        for _ in 0..<3 { root = root.deletingLastPathComponent as NSString }
        return (root as String) + "/Docs/examples"
    }()

    /// A stand-in for duo-mockup that prints a JSON object and exits with `status`.
    func standIn(in scratch: ScratchFolder, status: Int32) throws -> String {
        let bin = try scratch.folder("bin-\(status)")
        let path = try scratch.write("bin-\(status)/duo-mockup", Array("#!/bin/sh\necho '{}'\nexit \(status)\n".utf8))
        #expect(chmod(path, 0o755) == 0)
        return bin
    }

    func shell(_ executable: String, _ arguments: [String], in folder: String, env: [String: String]) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.currentDirectoryURL = URL(fileURLWithPath: folder)
        p.environment = env
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }

    @Test func theGitHubShardStepFailsOnAnyNonZeroStatus() throws {
        let text = try String(contentsOfFile: Self.examples + "/github-actions-gallery.yml", encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let step = try #require(lines.firstIndex { $0.contains("name: Render shard") })
        #expect(lines[step + 1].trimmingCharacters(in: .whitespaces) == "run: |")
        let indent = lines[step + 2].prefix { $0 == " " }.count
        var script: [String] = []
        for line in lines[(step + 2)...] {
            guard line.prefix(indent).allSatisfy({ $0 == " " }), line.count > indent else { break }
            script.append(String(line.dropFirst(indent)))
        }
        let body = script.joined(separator: "\n").replacingOccurrences(of: "${{ matrix.shard }}", with: "1")
        let scratch = try ScratchFolder("duo-ci-recipe")
        for status: Int32 in [0, 1, 2] {
            let bin = try standIn(in: scratch, status: status)
            try scratch.folder(".build/release")
            try? FileManager.default.removeItem(atPath: scratch(".build/release/duo-mockup"))
            try FileManager.default.createSymbolicLink(atPath: scratch(".build/release/duo-mockup"), withDestinationPath: bin + "/duo-mockup")
            // GitHub runs `run:` steps with `bash --noprofile --norc -eo pipefail`.
            let result = try shell("/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", body], in: scratch.path,
                                   env: ["PATH": "/usr/bin:/bin"])
            #expect((result == 0) == (status == 0), "duo-mockup exiting \(status) made the step exit \(result)")
        }
    }

    @Test func aKubernetesShardFailsOnAnyNonZeroStatusAndThePagesWaitForTheShards() throws {
        let text = try String(contentsOfFile: Self.examples + "/k8s-indexed-job.yaml", encoding: .utf8)
        // One Job in the shards' file; the pages Job is its own file, applied after `kubectl wait`.
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("kind: Job") }.count == 1)
        let pages = try String(contentsOfFile: Self.examples + "/k8s-pages-job.yaml", encoding: .utf8)
        #expect(pages.contains("name: duo-gallery-pages"))
        let commands = text.components(separatedBy: "\n").filter { $0.hasPrefix("#   kubectl") }
        #expect(commands.count == 3 && commands[0].contains("apply -f k8s-indexed-job.yaml")
                && commands[1].contains("wait --for=condition=complete job/duo-gallery")
                && commands[2].contains("apply -f k8s-pages-job.yaml"), "\(commands)")
        // The shard's shell: the folded scalar after `- >`, its lines joined by spaces.
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "- >" })
        let indent = lines[start + 1].prefix { $0 == " " }.count
        var words: [String] = []
        for line in lines[(start + 1)...] {
            guard line.prefix(indent).allSatisfy({ $0 == " " }), line.count > indent, !line.dropFirst(indent).hasPrefix("#") else { break }
            words.append(String(line.dropFirst(indent)))
        }
        let script = words.joined(separator: " ")
        #expect(script.contains("--shard $((JOB_COMPLETION_INDEX + 1))/8"))
        let scratch = try ScratchFolder("duo-k8s-recipe")
        for status: Int32 in [0, 1, 2] {
            let bin = try standIn(in: scratch, status: status)
            let result = try shell("/bin/sh", ["-c", script], in: scratch.path,
                                   env: ["PATH": bin + ":/usr/bin:/bin", "JOB_COMPLETION_INDEX": "0"])
            #expect((result == 0) == (status == 0), "duo-mockup exiting \(status) made the pod exit \(result)")
        }
    }
}
