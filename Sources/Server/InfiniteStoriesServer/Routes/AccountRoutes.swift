import Foundation
import Hummingbird
import InfiniteStoriesModels

/// `DELETE /api/v1/user/account` (UPSTREAM.md §2.8): the user and everything of theirs, in one
/// transaction; every device's session ends with it. Unlike upstream, the media goes too.
struct AccountRoutes: Sendable {
    struct Deleted: Codable, Sendable { var deleted: Bool }

    let accounts: any AccountStore
    let media: any MediaStore

    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        table.add(.delete, "/api/v1/user/account")
        group.delete("user/account") { _, context in
            let user = try context.requireUser()
            guard let folders = try await accounts.deleteUser(id: user.userID) else { throw APIError.notFound }
            for folder in folders { await media.removeFolder(folder) }
            return JSONResponse.make(.ok, Envelope(data: Deleted(deleted: true), message: "Account deleted"))
        }
    }
}
