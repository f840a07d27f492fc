import DuoMockup
import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP end any command without leaving a partial or temporary
/// file (issue 28, item 3): the process removes what it was writing (ending ffmpeg first), says
/// so, then dies of the signal. Files already in place are whole.
@Suite(.serialized) struct InterruptionTests {
    /// A small book clip long enough to be caught mid-way: its APNG streams into a temporary file
    /// for the whole run.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func anInterruptedAnimateLeavesNothing(signal: Int32) throws {
        let scratch = try ScratchFolder("duo-interrupt")
        let art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.open])
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: scratch("open.png"))
        try scratch.folder("out")
        let tool = try RunningTool(["animate", scratch("open.png"), "-o", scratch("out/fold.apng"), "--path", "10 180 120",
                                    "--fps", "30", "--preview", "--bezels", art], errorFile: scratch("stderr"))
        let caught = tool.waitUntil(seconds: 120) { !FaultFiles.temporaries(in: scratch("out")).isEmpty }
        tool.send(signal)
        let end = tool.wait()
        #expect(caught, "never saw the temporary file: \(tool.standardError)")
        #expect(end.signalled && end.status == signal, "\(end) \(tool.standardError)")
        #expect(FaultFiles.all(in: scratch("out")) == [], "left behind: \(FaultFiles.all(in: scratch("out")))")
        #expect(tool.standardError.contains("interrupted") && tool.standardError.contains("removed 1 partial file"),
                "\(tool.standardError)")
    }

    /// Every command, interrupted once it has started writing (a temporary file or a first output
    /// seen) or, for the quick ones, at a few moments through its run: it dies of the signal or
    /// has finished, no temporary file is left, and everything left decodes. An MP4's ffmpeg is
    /// ended too: nothing appears after the process is gone.
    @Test(arguments: ["render", "convert", "text", "gallery", "compose", "sweep", "animate-frames", "animate-mp4",
                      "render-recording"])
    func anInterruptedCommandLeavesOnlyWholeFiles(command: String) throws {
        if ["animate-mp4", "render-recording"].contains(command) && !FaultProject.hasFFmpeg { return }
        let project = try FaultProject("duo-interrupt-\(command)")
        if command == "render-recording" { try project.makeRecording() }
        let signals = [SIGINT, SIGTERM, SIGHUP]
        var generator = SeededGenerator(seed: 28)
        let quick = ["render", "convert", "text"].contains(command)
        for (k, signal) in signals.enumerated() {
            let out = project("out-\(k)")
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            let tool = try RunningTool(project.commands(into: out)[command]!, errorFile: project("stderr-\(k)"))
            if quick {
                usleep(UInt32.random(in: 0...400_000, using: &generator))
            } else {
                _ = tool.waitUntil(seconds: 120) { FaultFiles.all(in: out).contains { !$0.hasPrefix(".gallery") || $0.hasSuffix(".tmp") } }
            }
            tool.send(signal)
            let end = tool.wait()
            #expect((end.signalled && end.status == signal) || (!end.signalled && end.status == 0), "\(end) \(tool.standardError)")
            if !quick { #expect(end.signalled, "\(command) finished before the signal: \(tool.standardError)") }
            usleep(300_000)
            #expect(FaultFiles.temporaries(in: out) == [], "\(command) \(signal): \(FaultFiles.all(in: out))")
            #expect(FaultFiles.undecodable(in: out) == [], "\(command) \(signal): \(tool.standardError)")
        }
    }
}

