# Playing a friend far away: moves travel by link, with no server.
opponent-link = A friend, by link
remote-turn-yours = Your turn
remote-turn-friends = Your friend's turn — send them the link
remote-send-title = Send your move
remote-send-help = Send this link to your friend. It holds the whole game; the app itself sends nothing.
remote-link-label = Link for your friend
remote-share = Share…
remote-last-link = Link to your last move
remote-send-resign = Send your resignation
remote-resigned = Your friend resigned: you won.
remote-refused-resigned = You resigned this game: send your friend the link of your resignation.
remote-created = Your friend's game: you play { $player }.
remote-received = Your friend played { $moves }. Your turn.
remote-refused-corrupt = This link cannot be read: { $reason }. Ask your friend to send it again.
remote-refused-own = This is your own move: send the link to your friend.
remote-refused-nothing-new = Nothing new in this link: it has { $link ->
    [one] 1 move
   *[other] { $link } moves
}, and your game already has { $moves }.
remote-refused-history = This link changes move { $number } ({ $link }, not { $kept }): not taken.
remote-refused-for-you = Move { $number } of this link is yours, but you did not play it: not taken.
remote-refused-different = This link is for a game with other rules or another start: not taken.
remote-refused-damaged = The game kept for this link cannot be read ({ $reason }); it was left as it is.
remote-error-incomplete = it is incomplete (cut short?)
remote-error-version = link format { $found } is not one this app reads
remote-error-changed = the link was changed or cut
remote-error-id = the game name “{ $found }” is not valid
remote-error-sender = “{ $found }” is not a side of this game
