import Foundation
import ZIPFoundation

/// Writes `EPUBPackage`'s files into an EPUB container (a ZIP whose first entry is the
/// uncompressed `mimetype`) with ZIPFoundation.
public enum EPUBWriter {
    /// Writes the book at `url` (a new file, or one `ExportFiles.reserve` took: it is replaced
    /// whole, through a file of its own beside it).
    public static func write(_ book: PictureBook, to url: URL) throws {
        try ExportFiles.replace(url) { partial in
            let archive = try Archive(url: partial, accessMode: .create)
            for file in EPUBPackage.files(of: book) {
                let data = file.data
                try archive.addEntry(with: file.path, type: .file, uncompressedSize: Int64(data.count),
                                     compressionMethod: file.compressed ? .deflate : .none) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
        }
    }
}
