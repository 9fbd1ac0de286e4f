import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// Pictures: the reader's illustrations, the hero's avatar, and their rendering into cells.
///
/// The reducer decides which pictures are on screen at which size (from the same layout the
/// screens draw with) and asks for those not rendered yet; rendering runs off the UI thread and
/// comes back as `pictureRendered`. Nothing here waits for a picture.
extension Reducer {
    /// Rendered pictures kept besides the ones on screen (flipping back is then instant).
    static let pictureCacheLimit = 24

    static func performPictures(_ command: Command, _ state: inout AppState) -> [Effect] {
        switch command {
        case .previousPicture, .nextPicture:
            guard let reader = state.reader, reader.story != nil else { return [] }
            if let effects = seriesStep(command, &state) { return effects }
            let count = reader.illustrations.count
            guard count > 0 else {
                state.banner = .info(Strings.noPictures)
                return []
            }
            let step = command == .nextPicture ? 1 : -1
            state.reader?.pictureIndex = min(max(0, reader.pictureIndex + step), count - 1)
            return []
        case .openPicture:
            if let reader = state.reader {
                let items = reader.illustrations
                guard items.indices.contains(reader.pictureIndex), let url = items[reader.pictureIndex].imageUrl,
                      items[reader.pictureIndex].status == .completed else {
                    state.banner = .info(Strings.noPictureToOpen)
                    return []
                }
                return [.openPicture(url: url)]
            }
            if state.detailShowsHero, let url = state.selectedHero?.avatarUrl {
                return [.openPicture(url: url)]
            }
            state.banner = .info(Strings.noPictureToOpen)
            return []
        case .makeAvatar:
            guard let hero = state.selectedHero, !state.avatarsInProgress.contains(hero.id) else { return [] }
            state.avatarsInProgress.insert(hero.id)
            return [.generateAvatar(heroID: hero.id)]
        default:
            return []
        }
    }

    // MARK: Rendering

    /// Asks for the pictures on screen that are not rendered yet and forgets the oldest others.
    static func requestVisiblePictures(_ state: inout AppState) -> [Effect] {
        guard state.screen == .main, !state.size.isTooSmall else { return [] }
        let wanted = visiblePictures(state)
        var effects: [Effect] = []
        for (url, key) in wanted {
            if state.pictures[key] == nil {
                state.pictures[key] = .loading
                effects.append(.renderPicture(url: url, key: key))
            }
            if state.pictureOrder.last != key {
                state.pictureOrder.removeAll { $0 == key }
                state.pictureOrder.append(key)
            }
        }
        if state.pictureOrder.count > pictureCacheLimit {
            let keep = Set(wanted.map(\.key))
            var excess = state.pictureOrder.count - pictureCacheLimit
            state.pictureOrder.removeAll { key in
                guard excess > 0, !keep.contains(key) else { return false }
                excess -= 1
                state.pictures[key] = nil
                return true
            }
        }
        return effects
    }

    /// The pictures the screen shows now, with the size each is drawn at.
    static func visiblePictures(_ state: AppState) -> [(url: String, key: PictureKey)] {
        guard let interior = state.layout.interior(of: .detail) else { return [] }
        if let reader = state.reader {
            guard reader.story != nil,
                  let area = ScreenLayout.readerAreas(inDetailInterior: interior, hasPictures: reader.hasPictures).picture,
                  area.height > 1 else { return [] }
            let items = reader.illustrations
            guard items.indices.contains(reader.pictureIndex) else { return [] }
            let item = items[reader.pictureIndex]
            guard item.status == .completed, let url = item.imageUrl else { return [] }
            return [(url, PictureKey(url: url, columns: area.width, rows: area.height - 1))]
        }
        if state.detailShowsHero, let hero = state.selectedHero, let url = hero.avatarUrl,
           let area = ScreenLayout.avatarRect(inDetailInterior: interior) {
            return [(url, PictureKey(url: url, columns: area.width, rows: area.height))]
        }
        return []
    }

    static func pictureRendered(_ state: inout AppState, _ key: PictureKey, _ picture: CellPicture) -> [Effect] {
        guard state.pictures[key] != nil else { return [] }
        state.pictures[key] = .ready(picture)
        return []
    }

    static func pictureFailed(_ state: inout AppState, _ key: PictureKey, _ reason: String) -> [Effect] {
        guard state.pictures[key] != nil else { return [] }
        state.pictures[key] = .failed(reason)
        return []
    }

    // MARK: Avatars

    static func avatarRequested(_ state: inout AppState, heroID: String, _ generation: AvatarGeneration) -> [Effect] {
        if generation.isFinished {
            return avatarChecked(&state, generation.hero)
        }
        let previous = state.heroes.item(withID: heroID)?.avatarUrl
        return [.checkAvatar(heroID: heroID, previousURL: previous)]
    }

    static func avatarChecked(_ state: inout AppState, _ hero: Hero) -> [Effect] {
        state.avatarsInProgress.remove(hero.id)
        if state.heroes.item(withID: hero.id) != nil { state.heroes.update(hero) }
        state.banner = .success(Strings.avatarMade(hero.name))
        return noteSuccess(&state)
    }

    static func avatarRequestFailed(_ state: inout AppState, heroID: String, _ error: ClientError) -> [Effect] {
        state.avatarsInProgress.remove(heroID)
        if case .sessionExpired = error { return expireSession(&state) }
        state.banner = .error(Strings.avatarFailed(message(for: error, in: state)))
        return noteUnreachable(&state, error)
    }
}
