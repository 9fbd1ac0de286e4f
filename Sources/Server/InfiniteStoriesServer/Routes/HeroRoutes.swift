import Foundation
import Hummingbird
import InfiniteStoriesModels

/// `/api/v1/heroes`: CRUD scoped to the signed-in user.
struct HeroRoutes: Sendable {
    let store: any StoryStore
    let media: any MediaStore
    let presenter: @Sendable (Request) -> WirePresenter
    let lists: ResponseCache

    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        table.add(.get, "/api/v1/heroes")
        table.add(.post, "/api/v1/heroes")
        table.add(.get, "/api/v1/heroes/:id")
        table.add(.patch, "/api/v1/heroes/:id")
        table.add(.delete, "/api/v1/heroes/:id")

        group.get("heroes") { request, context in
            let user = try context.requireUser()
            let query = try ListQuery(request)
            return try await JSONResponse.cachedPage(lists, key: ResponseCache.key(user: user.userID, request)) {
                let (heroes, total) = try await store.heroes(userID: user.userID, limit: query.limit, offset: query.offset,
                                                             updatedAfter: query.updatedAfter)
                let present = presenter(request)
                return HeroPage(heroes: heroes.map(present.hero), pagination: query.pagination(total: total))
            }
        }
        group.post("heroes") { request, context in
            let user = try context.requireUser()
            let changes = try HeroValidator.changes(from: try await RequestBody.object(request), creating: true)
            let now = Date.storageNow
            let hero = HeroRecord(
                id: IdentifierGenerator.make(), userID: user.userID, name: changes.name ?? "", age: changes.age ?? 7,
                traits: changes.traits ?? [], specialAbilities: changes.specialAbilities ?? [],
                appearance: changes.appearance ?? nil, hairColor: changes.hairColor ?? nil,
                eyeColor: changes.eyeColor ?? nil, skinTone: changes.skinTone ?? nil, height: changes.height ?? nil,
                avatarPath: nil, avatarPrompt: changes.avatarPrompt ?? nil, createdAt: now, updatedAt: now)
            try await store.insertHero(hero)
            return JSONResponse.envelope(.created, presenter(request).hero(hero), message: "Hero created successfully")
        }
        group.get("heroes/:id") { request, context in
            let user = try context.requireUser()
            guard let hero = try await store.hero(id: try context.parameters.require("id"), userID: user.userID) else {
                throw APIError.notFound
            }
            return JSONResponse.envelope(presenter(request).hero(hero))
        }
        group.patch("heroes/:id") { request, context in
            let user = try context.requireUser()
            let id = try context.parameters.require("id")
            // Ownership first: a foreign id is 404 even when the body is also invalid.
            guard try await store.hero(id: id, userID: user.userID) != nil else { throw APIError.notFound }
            let changes = try HeroValidator.changes(from: try await RequestBody.object(request), creating: false)
            guard let hero = try await store.updateHero(id: id, userID: user.userID, changes: changes, now: Date.storageNow) else {
                throw APIError.notFound
            }
            return JSONResponse.envelope(presenter(request).hero(hero), message: "Hero updated successfully")
        }
        group.delete("heroes/:id") { request, context in
            let user = try context.requireUser()
            let id = try context.parameters.require("id")
            guard let storyIDs = try await store.deleteHero(id: id, userID: user.userID) else { throw APIError.notFound }
            await media.removeFolder(MediaPaths.heroFolder(id))
            for storyID in storyIDs { await media.removeFolder(MediaPaths.storyFolder(storyID)) }
            return JSONResponse.envelope(DeletedObject(id: id), message: "Hero deleted successfully")
        }
    }
}
