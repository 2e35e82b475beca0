"""One window per data folder: a second `lantern` raises the first and exits.

The first window listens on a local socket (QLocalServer: a Unix socket, a
named pipe on Windows) named from its data folder; a second launch on the
same folder connects, asks it to come to the front, and ends. `lantern`'s
subcommands never come here: they share the database through SQLite (WAL),
and the window shows what they write (app.ui.db_watch).
"""

from __future__ import annotations

import getpass
import hashlib
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

CONNECT_MS = 1000
RAISE = b"raise\n"


def socket_name(folder: Path) -> str:
    """The same for every launch on `folder`, different for another folder or
    user, and short enough for a Unix socket path (108 bytes)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid (a container)
        user = "user"
    where = str(folder.expanduser().resolve())
    digest = hashlib.sha256(f"{user}\0{where}".encode()).hexdigest()[:20]
    return f"lantern-{digest}"


def ask_first_to_raise(folder: Path) -> bool:
    """True when a window already runs on `folder` (it was asked to come to
    the front). Called before this launch makes a window of its own."""
    socket = QLocalSocket()
    socket.connectToServer(socket_name(folder))
    if not socket.waitForConnected(CONNECT_MS):
        return False
    socket.write(RAISE)
    socket.waitForBytesWritten(CONNECT_MS)
    socket.disconnectFromServer()
    return True


class SingleInstance(QObject):
    """The first window's side: listens, and says when a later launch knocks."""

    raise_requested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = socket_name(folder)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._knocked)
        self._open: list[QLocalSocket] = []

    def listen(self) -> bool:
        """Start listening; a socket left by a window that crashed is removed
        first (nothing answered on it, or ask_first_to_raise would have said so)."""
        if self._server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)
        return self._server.listen(self.name)

    def close(self) -> None:
        self._server.close()
        for connection in self._open:
            connection.abort()
        self._open.clear()

    def _knocked(self) -> None:
        while (connection := self._server.nextPendingConnection()) is not None:
            self._open.append(connection)
            connection.readyRead.connect(self._read)
            connection.disconnected.connect(self._read)
        self._read()

    def _read(self) -> None:
        """What the launches said (a raise), and the ones that are done go."""
        for connection in list(self._open):
            if connection.bytesAvailable() and \
                    bytes(connection.readAll().data()).startswith(RAISE.strip()):
                self.raise_requested.emit()
            if connection.state() == QLocalSocket.LocalSocketState.UnconnectedState:
                self._open.remove(connection)
                connection.deleteLater()
