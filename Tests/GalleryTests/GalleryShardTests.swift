import _Batch
import Testing
@testable import Gallery
import Mockup

/// `--shard I/N`: the parts are disjoint, add up to the whole gallery, and do not move.
struct GalleryShardTests {
    static let names: [String] = (0..<500).map { i in ["en-US", "de-DE", "ja-JP", "fr-FR"][i % 4] + "/screen-\(i)" }

    @Test(arguments: [1, 2, 3, 4, 7])
    func shardsAreDisjointAndCoverTheGallery(count: Int) throws {
        let shards = try (1...count).map { try Shard(index: $0, count: count) }
        var seen: [String: Int] = [:]
        for s in shards {
            for name in Self.names where s.contains(name) {
                #expect(seen[name] == nil, "\(name) in shards \(seen[name] ?? 0) and \(s.index)")
                seen[name] = s.index
            }
        }
        #expect(Set(seen.keys) == Set(Self.names))
        // Reasonably balanced: no shard holds more than twice its share.
        for s in shards {
            let n = seen.values.filter { $0 == s.index }.count
            #expect(n <= 2 * Self.names.count / count + 1)
        }
    }

    @Test func partsAreStableAndIndependentOfTheOtherItems() {
        // The part of a name depends on the name alone, not on what else is in the gallery.
        let alone = Shard.part(of: "en-US/home", count: 5)
        #expect(Shard.part(of: "en-US/home", count: 5) == alone)
        #expect((1...5).contains(alone))
        #expect(ContentHash.of("en-US/home").hex == ContentHash.of("en-US/home").hex)
        #expect(ContentHash.of("en-US/home").hex != ContentHash.of("en-US/hom").hex)
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", ""])
    func badShardsAreRefused(text: String) {
        #expect(throws: GalleryError.self) { try Shard.parse(text) }
    }

    @Test func parsesOneBasedShards() throws {
        let s = try Shard.parse("2/5")
        #expect(s.index == 2 && s.count == 5 && s.description == "2/5")
    }
}
