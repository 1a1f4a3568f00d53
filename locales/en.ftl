# English messages of cubeplay. Every other locale file has the same ids.
app-title = cubeplay
test-greeting = Hello, { $name }!
