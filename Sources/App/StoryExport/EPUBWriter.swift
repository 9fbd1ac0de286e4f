import Foundation
import ZIPFoundation

/// Writes `EPUBPackage`'s files into an EPUB container (a ZIP whose first entry is the
/// uncompressed `mimetype`) with ZIPFoundation. The file appears whole or not at all: it is
/// written beside its final name, then moved there.
public enum EPUBWriter {
    public static func write(_ book: PictureBook, to url: URL) throws {
        let partial = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial")
        try? FileManager.default.removeItem(at: partial)
        do {
            let archive = try Archive(url: partial, accessMode: .create)
            for file in EPUBPackage.files(of: book) {
                let data = file.data
                try archive.addEntry(with: file.path, type: .file, uncompressedSize: Int64(data.count),
                                     compressionMethod: file.compressed ? .deflate : .none) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            try FileManager.default.moveItem(at: partial, to: url)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
    }
}
