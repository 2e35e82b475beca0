; Inno Setup script for Lantern on Windows.
; Build on Windows (see packaging/README.md):
;   python packaging\build.py bundle
;   iscc /DAppVersion=<version> packaging\windows\lantern.iss
; Installs per user by default (no admin prompt); user data lives in
; %LOCALAPPDATA%\Lantern and is never touched by install, upgrade or uninstall.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif

[Setup]
AppId={{6F1C2E7A-4B8D-4E55-9C3A-2D7B1A9E5F10}
AppName=Lantern
AppVersion={#AppVersion}
AppPublisher=Lantern developers
DefaultDirName={autopf}\Lantern
DefaultGroupName=Lantern
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=Lantern-{#AppVersion}-Setup
SetupIconFile=..\..\resources\icons\lantern.ico
UninstallDisplayIcon={app}\lantern.exe
Compression=lzma2/fast
SolidCompression=no
WizardStyle=modern
CloseApplications=yes

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller one-folder bundle; an upgrade replaces it in place.
Source: "..\..\dist\lantern\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; Files of an older version that the new bundle no longer has.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\Lantern"; Filename: "{app}\lantern.exe"
Name: "{group}\Uninstall Lantern"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Lantern"; Filename: "{app}\lantern.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\lantern.exe"; Description: "{cm:LaunchProgram,Lantern}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only what the installer put in {app}; %LOCALAPPDATA%\Lantern (conversations,
; settings) stays so that reinstalling brings everything back.
Type: filesandordirs; Name: "{app}\_internal"
