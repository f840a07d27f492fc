import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// A sub-folder of a gallery's input that cannot be listed is reported and skipped; the rest of
/// the gallery renders, with exit status 1.
@Suite(.serialized) struct UnreadableFolderTests {
    @Test func anUnreadableSubFolderIsReportedAndTheRestRenders() throws {
        let scratch = try ScratchFolder("duo-unreadable")
        let art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed])
        try scratch.folder("shots/en-US")
        try scratch.folder("shots/secret")
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("shots/en-US/cover.png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("shots/secret/cover.png"))
        #expect(chmod(scratch("shots/secret"), 0) == 0)
        defer { chmod(scratch("shots/secret"), 0o755) }
        let args = ["gallery", scratch("shots"), "--bezels", art, "-o", scratch("out"), "-q"]
        let status: Int32, error: String, summary: String
        if getuid() != 0 {
            let console = Console.capturing()
            status = DuoMockupTool.run(args, console: console)
            error = console.capturedError
            let again = Console.capturing()
            _ = DuoMockupTool.run(args + ["--json"], console: again)
            summary = String(decoding: again.capturedOutput, as: UTF8.self)
        } else {
            // Root lists any folder: run the command as nobody, in a folder nobody may write.
            guard let exe = RunningTool.executable, FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") else { return }
            for dir in [scratch.path, ScratchRoot.path] { chmod(dir, 0o777) }
            let nobody = ["/usr/sbin/runuser", "-u", "nobody", "--", exe]
            let finished = try Subprocess.run(nobody[0], Array(nobody.dropFirst()) + args,
                                              environment: ["HOME": scratch.path], capturingStandardError: true)
            status = finished.status
            error = finished.output
            summary = try Subprocess.run(nobody[0], Array(nobody.dropFirst()) + args + ["--json"],
                                         environment: ["HOME": scratch.path]).output
        }
        // The JSON summary lists the folder too, for scripts that read only standard output.
        let json = try JSONSerialization.jsonObject(with: Data(summary.utf8)) as? [String: Any]
        let unlisted = json?["unreadableFolders"] as? [String] ?? []
        #expect(unlisted.count == 1 && unlisted.first?.contains("secret") == true, "\(summary)")
        #expect(status == 1, "\(error)")
        #expect(error.contains("secret") && error.contains("cannot list"), "\(error)")
        #expect(FileManager.default.fileExists(atPath: scratch("out/en-US/cover-closed.png")), "\(error)")
    }
}
